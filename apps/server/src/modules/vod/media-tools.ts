import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/**
 * ffmpeg and ffprobe: which binaries, how to run them, and what ffprobe says about a file.
 * A system ffmpeg on PATH is preferred; otherwise the static builds shipped inside the npm packages
 * `@ffmpeg-installer/ffmpeg` and `@ffprobe-installer/ffprobe` (no download at install).
 */
export interface MediaTools {
  ffmpeg: string;
  ffprobe: string;
  /** Environment for the tools' processes. */
  env: NodeJS.ProcessEnv;
}

const isExecutable = (file: string) => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const onPath = (name: string): string | undefined =>
  (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, name))
    .find(isExecutable);

const require = createRequire(import.meta.url);

function bundled(packageName: string): string {
  const file = (require(packageName) as { path: string }).path;
  // npm may skip the package's own chmod step (install scripts off); the file is ours to fix.
  if (!isExecutable(file)) fs.chmodSync(file, 0o755);
  return file;
}

export function findMediaTools(configured: { ffmpegPath: string; ffprobePath: string }): MediaTools {
  const ffmpeg = configured.ffmpegPath || onPath('ffmpeg');
  const ffprobe = configured.ffprobePath || onPath('ffprobe');
  return {
    ffmpeg: ffmpeg || bundled('@ffmpeg-installer/ffmpeg'),
    ffprobe: ffprobe || bundled('@ffprobe-installer/ffprobe'),
    // The static builds' iconv would load the system's gconv modules, made for another glibc, and crash
    // (ffprobe on any MPEG-TS with sound). Without them it uses its own built-in conversions.
    env: ffmpeg && ffprobe ? process.env : { ...process.env, GCONV_PATH: '/nonexistent' },
  };
}

/** A tool ended with an error; the message is the end of what it printed. */
export class MediaToolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MediaToolError';
  }
}

const STDERR_TAIL = 2000;

/**
 * Runs a tool to its end and returns its standard output. It runs at a lower priority so pages and
 * calls stay quick while a video transcodes; the signal kills it.
 */
export function runTool(
  tools: MediaTools,
  tool: 'ffmpeg' | 'ffprobe',
  args: string[],
  signal?: AbortSignal,
): Promise<string> {
  const binary = tools[tool];
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: tools.env,
      signal,
      killSignal: 'SIGKILL',
    });
    if (child.pid) {
      try {
        os.setPriority(child.pid, 10);
      } catch {
        // not allowed here: run at normal priority
      }
    }
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      err = (err + chunk.toString()).slice(-STDERR_TAIL);
    });
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString());
      else
        reject(new MediaToolError(err.trim().split('\n').slice(-3).join(' ') || `${tool} exited with ${String(code)}`));
    });
  });
}

export interface MediaInfo {
  /** ffprobe's demuxer names, e.g. `mov,mp4,m4a,3gp,3g2,mj2`. */
  formatName: string;
  durationMs: number;
  /** Bits per second of the whole file; 0 when unknown. */
  bitRate: number;
  video?: {
    codec: string;
    profile: string;
    pixFmt: string;
    /** As displayed: rotation applied. */
    width: number;
    height: number;
    rotation: number;
    bitRate: number;
  };
  audio?: { codec: string; channels: number };
}

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  profile?: string;
  pix_fmt?: string;
  width?: number;
  height?: number;
  bit_rate?: string;
  channels?: number;
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
  disposition?: { attached_pic?: number };
}

interface ProbeOutput {
  format?: { format_name?: string; duration?: string; bit_rate?: string };
  streams?: ProbeStream[];
}

const numberOf = (value: string | number | undefined) => {
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : 0;
};

/** What ffprobe reads from the file's bytes; throws MediaToolError when it cannot read it as media at all. */
export async function probe(tools: MediaTools, file: string, signal?: AbortSignal): Promise<MediaInfo> {
  const output = JSON.parse(
    await runTool(
      tools,
      'ffprobe',
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
      signal,
    ),
  ) as ProbeOutput;
  const streams = output.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  const audio = streams.find((s) => s.codec_type === 'audio');
  const rotation = video
    ? Math.abs(numberOf(video.tags?.rotate ?? video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation)) %
      360
    : 0;
  const sideways = rotation === 90 || rotation === 270;
  return {
    formatName: output.format?.format_name ?? '',
    durationMs: Math.round(numberOf(output.format?.duration) * 1000),
    bitRate: numberOf(output.format?.bit_rate),
    ...(video
      ? {
          video: {
            codec: video.codec_name ?? '',
            profile: video.profile ?? '',
            pixFmt: video.pix_fmt ?? '',
            width: (sideways ? video.height : video.width) ?? 0,
            height: (sideways ? video.width : video.height) ?? 0,
            rotation,
            bitRate: numberOf(video.bit_rate),
          },
        }
      : {}),
    ...(audio ? { audio: { codec: audio.codec_name ?? '', channels: audio.channels ?? 0 } } : {}),
  };
}

/** Still pictures, animations and text that ffprobe also reads as "video". */
const NOT_A_VIDEO_FORMAT = /(^|,)(image2|[a-z0-9]+_pipe|gif|apng|webp|tty|lavfi)(,|$)/;

/** A moving picture a learner can watch: a video stream of a real size and at least a tenth of a second. */
export const isVideo = (info: MediaInfo): boolean =>
  !!info.video &&
  info.video.width >= 16 &&
  info.video.height >= 16 &&
  info.durationMs >= 100 &&
  !NOT_A_VIDEO_FORMAT.test(info.formatName);
