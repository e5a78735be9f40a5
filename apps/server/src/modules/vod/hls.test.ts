import { describe, expect, it } from 'vitest';
import { masterPlaylist, planLadder } from './hls.ts';
import { isVideo, type MediaInfo } from './media-tools.ts';
import { createPlayTokens } from './play-token.ts';

/** The branching rules of the pipeline: which renditions, what counts as a video, what a token says. */

const source = (
  video: Partial<NonNullable<MediaInfo['video']>>,
  audio: MediaInfo['audio'] = { codec: 'aac', channels: 2 },
) =>
  ({
    formatName: 'mov,mp4,m4a,3gp,3g2,mj2',
    durationMs: 60_000,
    bitRate: 0,
    video: {
      codec: 'h264',
      profile: 'High',
      pixFmt: 'yuv420p',
      width: 1280,
      height: 720,
      rotation: 0,
      bitRate: 2_000_000,
      ...video,
    },
    audio,
  }) satisfies MediaInfo;

const summary = (info: MediaInfo) =>
  planLadder(info).map(
    (r) => `${r.name} ${r.width}x${r.height}${r.copyVideo ? ' copy' : ''}${r.copyAudio ? '+aac' : ''}`,
  );

describe('the HLS ladder', () => {
  it('a 1080p H.264/AAC source: 360p and 720p encoded, 1080p copied', () => {
    expect(summary(source({ width: 1920, height: 1080, bitRate: 4_000_000 }))).toEqual([
      '360p 640x360',
      '720p 1280x720',
      '1080p 1920x1080 copy+aac',
    ]);
  });

  it('never upscales: a small source gets one rendition at its own height', () => {
    expect(summary(source({ width: 426, height: 240, bitRate: 300_000 }))).toEqual(['240p 426x240 copy+aac']);
    expect(planLadder(source({ width: 426, height: 240, codec: 'mpeg4' }))[0]).toMatchObject({
      videoKbps: 300,
      audioKbps: 96,
    });
  });

  it('a 4K source is brought down to 1080p, encoded', () => {
    expect(summary(source({ width: 3840, height: 2160, bitRate: 20_000_000 }))).toEqual([
      '360p 640x360',
      '720p 1280x720',
      '1080p 1920x1080',
    ]);
  });

  it('encodes what does not fit: another codec, a heavy bitrate, 4:2:2, an odd height', () => {
    for (const misfit of [
      { codec: 'hevc' },
      { bitRate: 9_000_000 },
      { pixFmt: 'yuv422p' },
      { profile: 'High 4:4:4 Predictive' },
    ])
      expect(summary(source(misfit))).toEqual(['360p 640x360', '720p 1280x720']);
    expect(summary(source({ width: 856, height: 481 }))).toEqual(['360p 640x360', '480p 854x480']);
  });

  it('copies the picture but encodes sound that is not stereo AAC', () => {
    expect(summary(source({}, { codec: 'mp3', channels: 2 }))).toEqual(['360p 640x360', '720p 1280x720 copy']);
    expect(summary(source({}, { codec: 'aac', channels: 6 }))).toEqual(['360p 640x360', '720p 1280x720 copy']);
  });

  it('a phone video filmed upright is encoded upright (display size, rotation applied)', () => {
    expect(summary(source({ width: 720, height: 1280, rotation: 90 }))).toEqual([
      '360p 202x360',
      '720p 406x720',
      '1080p 608x1080',
    ]);
  });

  it('the master playlist lists renditions smallest first with their measured bandwidth', () => {
    expect(
      masterPlaylist([
        { name: '720p', width: 1280, height: 720, bandwidth: 3_000_000, averageBandwidth: 2_500_000, copied: true },
        { name: '360p', width: 640, height: 360, bandwidth: 900_000, averageBandwidth: 800_000, copied: false },
      ]),
    ).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:3',
        '#EXT-X-STREAM-INF:BANDWIDTH=900000,AVERAGE-BANDWIDTH=800000,RESOLUTION=640x360',
        '360p/index.m3u8',
        '#EXT-X-STREAM-INF:BANDWIDTH=3000000,AVERAGE-BANDWIDTH=2500000,RESOLUTION=1280x720',
        '720p/index.m3u8',
        '',
      ].join('\n'),
    );
  });
});

describe('what counts as a video', () => {
  it('a moving picture of real size, not a still, an animation or text', () => {
    expect(isVideo(source({}))).toBe(true);
    expect(isVideo({ ...source({}), formatName: 'png_pipe' })).toBe(false);
    expect(isVideo({ ...source({}), formatName: 'image2' })).toBe(false);
    expect(isVideo({ ...source({}), formatName: 'gif' })).toBe(false);
    expect(isVideo({ ...source({}), formatName: 'tty' })).toBe(false);
    expect(isVideo({ ...source({}), durationMs: 40 })).toBe(false);
    expect(isVideo({ ...source({ width: 8, height: 8 }) })).toBe(false);
    expect(isVideo({ formatName: 'mp3', durationMs: 60_000, bitRate: 0, audio: { codec: 'mp3', channels: 2 } })).toBe(
      false,
    );
  });
});

describe('play tokens', () => {
  const tokens = createPlayTokens(Buffer.from('a secret of this school'));
  const grant = {
    siteId: 11,
    videoId: 748_691_842_400_256,
    viewer: { kind: 'user' as const, id: 748_000_000_000_001 },
    expiresAt: 1_790_000_000_123,
  };

  it('carry school, video, viewer and expiry, and fit in one path segment', () => {
    const token = tokens.sign(grant);
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(token.length).toBeLessThan(100);
    expect(tokens.read(token)).toEqual(grant);
    const forLesson = tokens.sign({ ...grant, basis: { kind: 'lesson', id: 748_000_000_000_777 } });
    expect(forLesson.length).toBeLessThan(100);
    expect(tokens.read(forLesson)?.basis).toEqual({ kind: 'lesson', id: 748_000_000_000_777 });
    expect(tokens.read(tokens.sign({ ...grant, viewer: { kind: 'operator', id: 3 } }))?.viewer).toEqual({
      kind: 'operator',
      id: 3,
    });
  });

  it('are refused when changed, signed with another secret or malformed', () => {
    const token = tokens.sign(grant);
    // Once read, the token is remembered by its exact text; nothing else passes for it.
    expect(tokens.read(token)).toEqual(grant);
    expect(Object.isFrozen(tokens.read(token))).toBe(true);
    const [body, mac] = token.split('.') as [string, string];
    const otherVideo = tokens.sign({ ...grant, videoId: 1 }).split('.')[0];
    expect(tokens.read(`${otherVideo}.${mac}`)).toBeUndefined();
    expect(tokens.read(`${body}.${mac.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`)).toBeUndefined();
    expect(createPlayTokens(Buffer.from('another school')).read(token)).toBeUndefined();
    for (const bad of ['', '.', 'abc', `${body}.${mac}.x`, `${body}`, `${mac}.${body}`])
      expect(tokens.read(bad)).toBeUndefined();
  });
});
