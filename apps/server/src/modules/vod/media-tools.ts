import { spawn } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
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
  options: { signal?: AbortSignal; cwd?: string } = {},
): Promise<string> {
  const binary = tools[tool];
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: tools.env,
      cwd: options.cwd,
      signal: options.signal,
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

/**
 * The containers a video may come in (decision 0047): ffprobe's name for the demuxer, the short name
 * every later run passes with `-f`, and the file extensions kept on the stored source. None of these
 * demuxers opens another file; playlists (`hls`), scripts (`concat`), picture sequences (`image2`),
 * pipes, devices and filter graphs (`lavfi`) are not among them.
 */
const VIDEO_FORMATS = [
  { probed: 'mov,mp4,m4a,3gp,3g2,mj2', demuxer: 'mov', extensions: ['.mp4', '.mov', '.m4v', '.3gp'] },
  { probed: 'matroska,webm', demuxer: 'matroska', extensions: ['.mkv', '.webm'] },
  { probed: 'avi', demuxer: 'avi', extensions: ['.avi'] },
  { probed: 'flv', demuxer: 'flv', extensions: ['.flv'] },
  { probed: 'asf', demuxer: 'asf', extensions: ['.wmv', '.asf'] },
  { probed: 'mpegts', demuxer: 'mpegts', extensions: ['.ts', '.mts', '.m2ts'] },
  { probed: 'mpeg', demuxer: 'mpeg', extensions: ['.mpg', '.mpeg', '.vob'] },
] as const;

const FORMAT_WHITELIST = VIDEO_FORMATS.map((format) => format.demuxer).join(',');

/** The input's name inside the scratch folder a tool runs in; the only file a run reads. */
const INPUT = 'source';

/** The allowed container of a probed file; undefined for any other format. */
const formatOf = (info: Pick<MediaInfo, 'formatName'>) =>
  VIDEO_FORMATS.find((entry) => entry.probed === info.formatName);
const demuxerOf = (info: Pick<MediaInfo, 'formatName'>) => formatOf(info)?.demuxer;

/**
 * How every run opens its input: `source` in its working folder, through the `file` protocol only, by
 * an allowed demuxer — once probed (`info`), by the one the probe found, passed with `-f`.
 */
export function inputArgs(info?: MediaInfo): string[] {
  const demuxer = info && demuxerOf(info);
  if (info && !demuxer) throw new MediaToolError(`not an allowed container: ${info.formatName}`);
  return [
    '-protocol_whitelist',
    'file',
    '-format_whitelist',
    FORMAT_WHITELIST,
    ...(demuxer ? ['-f', demuxer] : []),
    '-i',
    INPUT,
  ];
}

/**
 * Puts `file` into the empty scratch folder `dir` as the tools' only input: a hard link, or a copy on
 * another file system. Anything but a regular file (a link, a pipe, a device) is refused.
 */
export async function stageInput(file: string, dir: string): Promise<void> {
  const stat = await fsp.lstat(file);
  if (!stat.isFile()) throw new MediaToolError(`not a regular file: ${file}`);
  await fsp.mkdir(dir, { recursive: true });
  const input = path.join(dir, INPUT);
  await fsp.link(file, input).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EXDEV') throw error;
    await fsp.copyFile(file, input);
  });
}

/** The extension the stored source keeps: the file's own when it fits the detected container. */
export function extensionFor(info: MediaInfo, fileName: string): string {
  const own = path.extname(fileName).toLowerCase();
  const format = formatOf(info);
  if (!format) return '';
  return (format.extensions as readonly string[]).includes(own) ? own : format.extensions[0];
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

/**
 * What ffprobe reads from the input staged in `dir` (stageInput); throws MediaToolError when it cannot
 * read it as media in an allowed container at all.
 */
export async function probe(tools: MediaTools, dir: string, signal?: AbortSignal): Promise<MediaInfo> {
  const output = JSON.parse(
    await runTool(
      tools,
      'ffprobe',
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', ...inputArgs()],
      { signal, cwd: dir },
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

/**
 * A moving picture a learner can watch: an allowed container with a video stream of a real size and at
 * least a tenth of a second.
 */
export const isVideo = (info: MediaInfo): boolean =>
  demuxerOf(info) !== undefined &&
  !!info.video &&
  info.video.width >= 16 &&
  info.video.height >= 16 &&
  info.durationMs >= 100;

/** Probes a file from a scratch folder of its own, `dir`, removed afterwards. */
export async function probeFile(
  tools: MediaTools,
  file: string,
  dir: string,
  signal?: AbortSignal,
): Promise<MediaInfo> {
  try {
    await stageInput(file, dir);
    return await probe(tools, dir, signal);
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}
