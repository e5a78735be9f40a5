import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { runTool, type MediaTools } from './media-tools.ts';

/**
 * Demo lessons made with ffmpeg: a coloured slide with the lesson's title, a running clock (so a
 * player visibly advances) and a soft tone. Each is kept under DEMO_CACHE_DIR/demo-media, named by its
 * settings, so later starts reuse it; the seed ingests them like a teacher's upload.
 */
export interface DemoLesson {
  title: string;
  /** Length, 1–60 s. */
  seconds: number;
  /** Slide colour, `#rrggbb`. */
  color?: string;
  toneHz?: number;
  /** 1280×720 by default (the ladder then makes 360p and 720p). */
  width?: number;
  height?: number;
}

/** Fonts with Chinese glyphs first (Debian's fonts-noto-cjk, WenQuanYi), then Latin only. */
const FONT_CANDIDATES = [
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc',
  '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
];

/** A value inside an ffmpeg filter option. */
const filterValue = (text: string) => text.replace(/[\\:']/g, (char) => `\\${char}`);

function settingsOf(lesson: DemoLesson) {
  const seconds = Math.min(60, Math.max(1, Math.round(lesson.seconds)));
  const color = /^#[0-9a-fA-F]{6}$/.test(lesson.color ?? '') ? lesson.color! : '#1f4e79';
  return {
    title: lesson.title.slice(0, 40),
    seconds,
    color,
    toneHz: Math.min(2000, Math.max(100, Math.round(lesson.toneHz ?? 440))),
    width: Math.round((lesson.width ?? 1280) / 2) * 2,
    height: Math.round((lesson.height ?? 720) / 2) * 2,
  };
}

/** The lesson's file, made now or found from an earlier start. */
export async function generateDemoLesson(tools: MediaTools, cacheDir: string, lesson: DemoLesson): Promise<string> {
  const settings = settingsOf(lesson);
  const dir = path.join(cacheDir, 'demo-media');
  const name = createHash('sha256')
    .update(JSON.stringify({ version: 1, ...settings }))
    .digest('hex')
    .slice(0, 20);
  const file = path.join(dir, `${name}.mp4`);
  if (existsSync(file)) return file;

  await fs.mkdir(dir, { recursive: true });
  const partial = path.join(dir, `${name}.${randomBytes(4).toString('hex')}.part.mp4`);
  const titleFile = `${partial}.txt`;
  await fs.writeFile(titleFile, settings.title);
  const { width, height, seconds } = settings;
  const font = FONT_CANDIDATES.find((candidate) => existsSync(candidate));
  const text = font
    ? [
        `drawtext=fontfile='${filterValue(font)}':textfile='${filterValue(titleFile)}':fontcolor=white:fontsize=${Math.round(height / 11)}:x=(w-text_w)/2:y=(h-text_h)/2`,
        `drawtext=fontfile='${filterValue(font)}':text='%{pts\\:hms}':fontcolor=white@0.8:fontsize=${Math.round(height / 22)}:x=w-text_w-${Math.round(width / 30)}:y=h-text_h-${Math.round(height / 20)}`,
      ]
    : [];
  // Without a font the slide still moves: a bar sweeps across it.
  const bar = `drawbox=x='mod(t*${Math.round(width / 4)}\\,${width})':y=${Math.round(height * 0.85)}:w=${Math.round(width / 10)}:h=${Math.round(height / 40)}:color=white@0.7:t=fill`;
  try {
    await runTool(tools, 'ffmpeg', [
      '-nostdin',
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      // Generated from filters; no file or address is read as input.
      '-protocol_whitelist',
      'file',
      '-f',
      'lavfi',
      '-i',
      `color=c=${settings.color}:s=${width}x${height}:r=25:d=${seconds}`,
      '-protocol_whitelist',
      'file',
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=${settings.toneHz}:sample_rate=44100:duration=${seconds}`,
      '-vf',
      [...text, bar].join(','),
      '-af',
      'volume=0.2',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-pix_fmt',
      'yuv420p',
      // A key frame every 2 s: the 6 s HLS segments cut cleanly when the 720p picture is copied.
      '-g',
      '50',
      '-c:a',
      'aac',
      '-b:a',
      '96k',
      '-shortest',
      '-movflags',
      '+faststart',
      partial,
    ]);
    await fs.rename(partial, file);
  } finally {
    await fs.rm(partial, { force: true });
    await fs.rm(titleFile, { force: true });
  }
  return file;
}
