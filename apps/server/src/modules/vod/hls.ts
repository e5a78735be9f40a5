import fs from 'node:fs/promises';
import path from 'node:path';
import { inputArgs, runTool, type MediaInfo, type MediaTools } from './media-tools.ts';

/**
 * HLS packaging: which renditions a source gets (the ladder), the ffmpeg runs that make them
 * (H.264/AAC, AES-128 encrypted MPEG-TS segments), the cover frame and the master playlist.
 */

export interface Rendition {
  /** Folder and label, e.g. `720p`. */
  name: string;
  width: number;
  height: number;
  /** kbit/s targets when encoding. */
  videoKbps: number;
  audioKbps: number;
  /** The source's own H.264 (and AAC) go into the segments unchanged. */
  copyVideo: boolean;
  copyAudio: boolean;
}

export interface PackagedRendition {
  name: string;
  width: number;
  height: number;
  /** Peak and average bits per second over the segments, for the master playlist. */
  bandwidth: number;
  averageBandwidth: number;
  copied: boolean;
}

export const SEGMENT_SECONDS = 6;
const TOP_HEIGHT = 1080;
const STANDARD = [
  { height: 360, videoKbps: 800, audioKbps: 96 },
  { height: 720, videoKbps: 2800, audioKbps: 128 },
  { height: 1080, videoKbps: 5000, audioKbps: 160 },
];
/** H.264 profiles every browser's HLS path decodes. */
const PLAYABLE_PROFILES = new Set(['Baseline', 'Constrained Baseline', 'Main', 'High']);
/** A source above this share of the ladder's bitrate for its height is re-encoded rather than copied. */
const COPY_BITRATE_FACTOR = 1.5;

const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);

function targetsFor(height: number, width: number) {
  const standard = STANDARD.find((entry) => entry.height === height);
  if (standard) return standard;
  // Other heights scale the 720p bitrate by picture area.
  const videoKbps = Math.min(5000, Math.max(200, Math.round((2800 * width * height) / (1280 * 720) / 50) * 50));
  return { height, videoKbps, audioKbps: height <= 360 ? 96 : 128 };
}

/**
 * The renditions for a source: every standard height below it, and the source's own height (at most
 * 1080p) on top, so a picture is never upscaled. The top one keeps the source's streams as they are
 * when they already fit (H.264 in a playable profile, 4:2:0, not rotated, a sane bitrate; AAC stereo).
 */
export function planLadder(info: MediaInfo): Rendition[] {
  const video = info.video;
  if (!video) throw new Error('no video stream');
  const highest = Math.min(video.height, TOP_HEIGHT);
  const top = highest - (highest % 2);
  const heights = [...STANDARD.map((entry) => entry.height).filter((height) => height < top), top];
  return heights.map((height) => {
    const width = even((video.width * height) / video.height);
    const targets = targetsFor(height, width);
    const sourceVideoBps = video.bitRate || info.bitRate;
    const copyVideo =
      height === video.height &&
      video.codec === 'h264' &&
      PLAYABLE_PROFILES.has(video.profile) &&
      video.pixFmt === 'yuv420p' &&
      video.rotation === 0 &&
      (sourceVideoBps === 0 || sourceVideoBps <= targets.videoKbps * 1000 * COPY_BITRATE_FACTOR);
    const copyAudio = copyVideo && info.audio?.codec === 'aac' && info.audio.channels <= 2;
    return {
      name: `${height}p`,
      width,
      height,
      videoKbps: targets.videoKbps,
      audioKbps: targets.audioKbps,
      copyVideo,
      copyAudio,
    };
  });
}

function renditionArgs(info: MediaInfo, rendition: Rendition, outDir: string, keyInfo: string) {
  const video = rendition.copyVideo
    ? ['-c:v', 'copy']
    : [
        '-vf',
        `scale=${rendition.width}:${rendition.height}`,
        '-c:v',
        'libx264',
        '-preset',
        'veryfast',
        '-profile:v',
        'main',
        '-pix_fmt',
        'yuv420p',
        '-b:v',
        `${rendition.videoKbps}k`,
        '-maxrate',
        `${Math.round(rendition.videoKbps * 1.1)}k`,
        '-bufsize',
        `${rendition.videoKbps * 2}k`,
        // A key frame at every segment boundary, so every rendition cuts at the same times.
        '-force_key_frames',
        `expr:gte(t,n_forced*${SEGMENT_SECONDS})`,
        '-sc_threshold',
        '0',
      ];
  const audio = !info.audio
    ? ['-an']
    : rendition.copyAudio
      ? ['-c:a', 'copy']
      : ['-c:a', 'aac', '-b:a', `${rendition.audioKbps}k`, '-ac', '2'];
  return [
    '-nostdin',
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    ...inputArgs(info),
    '-map',
    '0:v:0',
    ...(info.audio ? ['-map', '0:a:0'] : []),
    ...video,
    ...audio,
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_list_size',
    '0',
    '-hls_key_info_file',
    keyInfo,
    '-hls_segment_filename',
    path.join(outDir, 'seg_%05d.ts'),
    path.join(outDir, 'index.m3u8'),
  ];
}

/** Peak and average bitrate of a packaged rendition, read from its playlist and segment sizes. */
async function measure(outDir: string): Promise<{ bandwidth: number; averageBandwidth: number }> {
  const lines = (await fs.readFile(path.join(outDir, 'index.m3u8'), 'utf8')).split('\n');
  let peak = 0;
  let bits = 0;
  let seconds = 0;
  for (let i = 0; i < lines.length; i++) {
    const match = /^#EXTINF:([\d.]+)/.exec(lines[i]!);
    const segment = lines[i + 1]?.trim();
    if (!match || !segment) continue;
    const duration = Number(match[1]);
    const size = (await fs.stat(path.join(outDir, segment))).size * 8;
    bits += size;
    seconds += duration;
    if (duration > 0) peak = Math.max(peak, size / duration);
  }
  return { bandwidth: Math.ceil(peak), averageBandwidth: Math.ceil(seconds > 0 ? bits / seconds : 0) };
}

export interface PackageResult {
  renditions: PackagedRendition[];
  /** Relative paths under the output folder: `<rendition>/index.m3u8`, `<rendition>/seg_00000.ts` … */
  files: string[];
  cover: string;
}

/**
 * Packages the source staged in `inputDir` (stageInput; the runs work there) into `outDir/<rendition>/`
 * with the given AES-128 key. The key file lives only
 * in `keyDir` for the length of the run. The playlists name the key `../key`, which resolves beside the
 * master playlist, where the player asks for it with its play token.
 */
export async function packageHls(options: {
  tools: MediaTools;
  inputDir: string;
  info: MediaInfo;
  ladder: Rendition[];
  key: Buffer;
  outDir: string;
  keyDir: string;
  signal?: AbortSignal;
}): Promise<PackageResult> {
  const { tools, inputDir, info, ladder, key, outDir, keyDir, signal } = options;
  const run = { signal, cwd: inputDir };
  const keyFile = path.join(keyDir, 'segment.key');
  const keyInfo = path.join(keyDir, 'segment.keyinfo');
  await fs.mkdir(keyDir, { recursive: true });
  await fs.writeFile(keyFile, key, { mode: 0o600 });
  await fs.writeFile(keyInfo, `../key\n${keyFile}\n`);
  try {
    const renditions: PackagedRendition[] = [];
    const files: string[] = [];
    for (const rendition of ladder) {
      const dir = path.join(outDir, rendition.name);
      await fs.mkdir(dir, { recursive: true });
      await runTool(tools, 'ffmpeg', renditionArgs(info, rendition, dir, keyInfo), run);
      renditions.push({
        name: rendition.name,
        width: rendition.width,
        height: rendition.height,
        copied: rendition.copyVideo,
        ...(await measure(dir)),
      });
      for (const file of (await fs.readdir(dir)).sort()) files.push(`${rendition.name}/${file}`);
    }
    const cover = path.join(outDir, 'cover.jpg');
    const at = Math.min(1, info.durationMs / 2000);
    await runTool(
      tools,
      'ffmpeg',
      [
        '-nostdin',
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        '-ss',
        at.toFixed(3),
        ...inputArgs(info),
        '-frames:v',
        '1',
        '-vf',
        'scale=-2:min(360\\,ih)',
        '-q:v',
        '3',
        cover,
      ],
      run,
    );
    return { renditions, files, cover };
  } finally {
    await fs.rm(keyFile, { force: true });
    await fs.rm(keyInfo, { force: true });
  }
}

/** The master playlist: one entry per rendition, smallest first. */
export function masterPlaylist(renditions: PackagedRendition[]): string {
  const entries = [...renditions]
    .sort((a, b) => a.height - b.height)
    .map(
      (r) =>
        `#EXT-X-STREAM-INF:BANDWIDTH=${r.bandwidth},AVERAGE-BANDWIDTH=${r.averageBandwidth},RESOLUTION=${r.width}x${r.height}\n${r.name}/index.m3u8`,
    );
  return ['#EXTM3U', '#EXT-X-VERSION:3', ...entries, ''].join('\n');
}
