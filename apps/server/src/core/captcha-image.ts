import { createRequire } from 'node:module';
import path from 'node:path';
import type { OpenType, PathCommand } from 'opentype.js';
import { PNG } from 'pngjs';

/**
 * Draws the image captcha as a PNG (decision 0019). The old SVG captcha drew each character as the
 * same outline at the same place, so a script that had seen a few answers matched them 100 times
 * out of 100. Here every character is drawn from one of six typefaces, in either case, turned,
 * slanted, stretched and overlapping its neighbours; the whole text is bent by a wave and crossed
 * by curves and dots of the same ink, and the result is a bitmap, not outlines a script can read.
 */
export const CAPTCHA_WIDTH = 300;
export const CAPTCHA_HEIGHT = 100;
/** Characters people do not confuse (no 0/O, 1/I/L, 2/Z, 5/S, B/8); shown in either case, answered in any. */
export const CAPTCHA_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY346789';
const SUPERSAMPLE = 4;

const require = createRequire(import.meta.url);

/** A letter's outline at one unit per font unit, y pointing down, pen at the origin. */
interface Letter {
  advance: number;
  commands: PathCommand[];
}
/**
 * Each typeface reduced to the alphabet's letters, in both cases. A parsed font holds thousands of
 * glyphs (tens of MB for the six); only these few are ever drawn, so the fonts are let go once read.
 * They are read for the first captcha, not at start: a school that never shows one never loads the
 * font parser (decision 0046).
 */
let faces: Array<Map<string, Letter>> | undefined;
function loadFaces(): Array<Map<string, Letter>> {
  // opentype.js 0.7 is a CommonJS (UMD) package.
  const opentype = require('opentype.js') as OpenType;
  const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  return [
    'DejaVuSans-Bold.ttf',
    'DejaVuSerif-Bold.ttf',
    'DejaVuSansMono-Bold.ttf',
    'DejaVuSansCondensed-BoldOblique.ttf',
    'DejaVuSerifCondensed-BoldItalic.ttf',
    'DejaVuSansMono-BoldOblique.ttf',
  ].map((file) => {
    const font = opentype.loadSync(path.join(fontDir, file));
    const letters = new Map<string, Letter>();
    for (const char of CAPTCHA_ALPHABET + CAPTCHA_ALPHABET.toLowerCase()) {
      const glyph = font.charToGlyph(char);
      letters.set(char, {
        advance: (glyph.advanceWidth ?? font.unitsPerEm * 0.6) / font.unitsPerEm,
        commands: glyph.getPath(0, 0, 1).commands,
      });
    }
    return letters;
  });
}

/** The letter's outline drawn at `size` with its pen at (x, y). */
function placed(letter: Letter, x: number, y: number, size: number): PathCommand[] {
  const at = (px: number, py: number) => ({ x: x + px * size, y: y + py * size });
  const at1 = (px: number, py: number) => ({ x1: x + px * size, y1: y + py * size });
  return letter.commands.map((command): PathCommand => {
    switch (command.type) {
      case 'Z':
        return command;
      case 'M':
      case 'L':
        return { type: command.type, ...at(command.x, command.y) };
      case 'Q':
        return { type: 'Q', ...at(command.x, command.y), ...at1(command.x1, command.y1) };
      case 'C':
        return {
          type: 'C',
          ...at(command.x, command.y),
          ...at1(command.x1, command.y1),
          x2: x + command.x2 * size,
          y2: y + command.y2 * size,
        };
    }
  });
}

/** Random numbers in [0, 1); tests pass a fixed one to draw the same picture every time. */
export type Random = () => number;

type Point = [number, number];
type Polygon = Point[];

const between = (random: Random, min: number, max: number) => min + random() * (max - min);
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** A glyph outline as closed polygons (curves flattened to short segments). */
function outline(commands: PathCommand[]): Polygon[] {
  const polygons: Polygon[] = [];
  let current: Polygon = [];
  let [x, y] = [0, 0];
  const steps = 8;
  for (const command of commands) {
    if (command.type === 'M') {
      if (current.length > 2) polygons.push(current);
      current = [[command.x, command.y]];
    } else if (command.type === 'L') {
      current.push([command.x, command.y]);
    } else if (command.type === 'Q') {
      for (let i = 1; i <= steps; i++) {
        const t = i / steps;
        const u = 1 - t;
        current.push([
          u * u * x + 2 * u * t * command.x1 + t * t * command.x,
          u * u * y + 2 * u * t * command.y1 + t * t * command.y,
        ]);
      }
    } else if (command.type === 'C') {
      for (let i = 1; i <= steps; i++) {
        const t = i / steps;
        const u = 1 - t;
        current.push([
          u * u * u * x + 3 * u * u * t * command.x1 + 3 * u * t * t * command.x2 + t * t * t * command.x,
          u * u * u * y + 3 * u * u * t * command.y1 + 3 * u * t * t * command.y2 + t * t * t * command.y,
        ]);
      }
    }
    if (command.type !== 'Z') [x, y] = [command.x, command.y];
  }
  if (current.length > 2) polygons.push(current);
  return polygons;
}

/** Fills polygons (non-zero rule) into a coverage map, anti-aliased by supersampling. */
function fill(polygons: Polygon[], coverage: Float32Array): void {
  const rows = CAPTCHA_HEIGHT * SUPERSAMPLE;
  // Each sub-row lists only the edges that cross it.
  const crossingRows: { x0: number; y0: number; slope: number; winding: number }[][] = [];
  for (const polygon of polygons) {
    for (let i = 0; i < polygon.length; i++) {
      const [from, to] = [polygon[i]!, polygon[(i + 1) % polygon.length]!];
      if (from[1] === to[1]) continue;
      const [top, bottom] = from[1] < to[1] ? [from[1], to[1]] : [to[1], from[1]];
      const edge = {
        x0: from[0],
        y0: from[1],
        slope: (to[0] - from[0]) / (to[1] - from[1]),
        winding: to[1] > from[1] ? 1 : -1,
      };
      const first = Math.max(0, Math.ceil(top * SUPERSAMPLE - 0.5));
      const last = Math.min(rows, Math.ceil(bottom * SUPERSAMPLE - 0.5));
      for (let row = first; row < last; row++) (crossingRows[row] ??= []).push(edge);
    }
  }
  const crossings: { x: number; winding: number }[] = [];
  crossingRows.forEach((edges, row) => {
    const y = (row + 0.5) / SUPERSAMPLE;
    crossings.length = 0;
    for (const edge of edges) crossings.push({ x: edge.x0 + (y - edge.y0) * edge.slope, winding: edge.winding });
    crossings.sort((a, b) => a.x - b.x);
    let winding = 0;
    const pixelRow = Math.floor(y) * CAPTCHA_WIDTH;
    for (let i = 0; i < crossings.length - 1; i++) {
      winding += crossings[i]!.winding;
      if (winding === 0) continue;
      const start = Math.max(0, Math.ceil(crossings[i]!.x * SUPERSAMPLE - 0.5));
      const end = Math.min(CAPTCHA_WIDTH * SUPERSAMPLE, Math.ceil(crossings[i + 1]!.x * SUPERSAMPLE - 0.5));
      for (let column = start; column < end; column++) {
        coverage[pixelRow + Math.floor(column / SUPERSAMPLE)]! += 1 / (SUPERSAMPLE * SUPERSAMPLE);
      }
    }
  });
}

/** A round-capped line along points, as small discs (a polygon each). */
function thickLine(points: Point[], width: number): Polygon[] {
  const discs: Polygon[] = [];
  for (let i = 0; i < points.length - 1; i++) {
    const [[x0, y0], [x1, y1]] = [points[i]!, points[i + 1]!];
    const length = Math.hypot(x1 - x0, y1 - y0);
    const count = Math.max(1, Math.ceil(length / (width / 2)));
    for (let s = 0; s < count; s++)
      discs.push(disc(x0 + ((x1 - x0) * s) / count, y0 + ((y1 - y0) * s) / count, width / 2));
  }
  return discs;
}

const disc = (cx: number, cy: number, r: number): Polygon =>
  Array.from({ length: 10 }, (_, i) => [
    cx + r * Math.cos((i / 10) * 2 * Math.PI),
    cy + r * Math.sin((i / 10) * 2 * Math.PI),
  ]);

/** Draws `text` and returns the PNG bytes. */
export function drawCaptcha(text: string, random: Random = Math.random): Buffer {
  const ink = new Float32Array(CAPTCHA_WIDTH * CAPTCHA_HEIGHT);

  // One wave bends everything drawn in ink, so no character keeps its typeface's shape.
  const wave = {
    ay: between(random, 3, 6),
    ly: between(random, 70, 140),
    py: between(random, 0, 2 * Math.PI),
    ax: between(random, 2, 4),
    lx: between(random, 40, 80),
    px: between(random, 0, 2 * Math.PI),
  };
  const bend = ([x, y]: Point): Point => [
    x + wave.ax * Math.sin((2 * Math.PI * y) / wave.lx + wave.px),
    y + wave.ay * Math.sin((2 * Math.PI * x) / wave.ly + wave.py),
  ];

  const letters = [...text].map((char) => {
    const face = pick(random, (faces ??= loadFaces()));
    const size = between(random, 66, 80);
    const letter = face.get(random() < 0.5 ? char.toLowerCase() : char.toUpperCase())!;
    const advance = letter.advance * size;
    // Neighbours overlap: the next character starts inside this one.
    return { letter, size, advance, step: advance * between(random, 0.72, 0.88) };
  });
  const width = letters.slice(0, -1).reduce((sum, letter) => sum + letter.step, 0) + letters.at(-1)!.advance;
  let penX = (CAPTCHA_WIDTH - width) / 2 + between(random, -12, 12);
  for (const { letter, size, advance, step } of letters) {
    const baseline = CAPTCHA_HEIGHT / 2 + size * 0.33 + between(random, -8, 8);
    const angle = between(random, -0.3, 0.3);
    const shear = between(random, -0.2, 0.2);
    const stretch = between(random, 0.85, 1.2);
    const centreX = penX + advance / 2;
    const centreY = baseline - size * 0.33;
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    // Each character also gets a ripple of its own.
    const ripple = { a: between(random, 1.5, 3.5), l: between(random, 18, 36), p: between(random, 0, 2 * Math.PI) };
    const place = ([x, y]: Point): Point => {
      const dx =
        (x - centreX) * stretch + shear * (y - centreY) + ripple.a * Math.sin((2 * Math.PI * y) / ripple.l + ripple.p);
      const dy = y - centreY;
      return bend([centreX + dx * cos - dy * sin, centreY + dx * sin + dy * cos]);
    };
    fill(
      outline(placed(letter, penX, baseline, size)).map((polygon) => polygon.map(place)),
      ink,
    );
    penX += step;
  }

  // Curves and dots in the same ink, crossing the text.
  for (let i = 0; i < 3; i++) {
    const [x0, x1] = [between(random, 0, 40), between(random, CAPTCHA_WIDTH - 40, CAPTCHA_WIDTH)];
    const cy = Array.from({ length: 4 }, () => between(random, 15, CAPTCHA_HEIGHT - 15));
    const cubic = (a: number, b: number, c: number, d: number, t: number) =>
      (1 - t) ** 3 * a + 3 * (1 - t) ** 2 * t * b + 3 * (1 - t) * t * t * c + t ** 3 * d;
    const points = Array.from({ length: 40 }, (_, s): Point => {
      const t = s / 39;
      return bend([
        cubic(x0, x0 + (x1 - x0) / 3, x0 + (2 * (x1 - x0)) / 3, x1, t),
        cubic(cy[0]!, cy[1]!, cy[2]!, cy[3]!, t),
      ]);
    });
    fill(thickLine(points, between(random, 2, 3.5)), ink);
  }
  for (let i = 0; i < 40; i++) {
    fill([disc(between(random, 0, CAPTCHA_WIDTH), between(random, 0, CAPTCHA_HEIGHT), between(random, 1, 2.6))], ink);
  }

  // Dark ink on a light, speckled ground: easy for people, no colour that tells characters apart.
  const hue = between(random, 0, 360);
  const [inkR, inkG, inkB] = hsl(hue, 0.65, 0.28);
  const [paperR, paperG, paperB] = hsl((hue + 180) % 360, 0.4, 0.95);
  const png = new PNG({ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT, colorType: 2 });
  for (let p = 0; p < ink.length; p++) {
    const a = Math.min(1, ink[p]!);
    const speckle = random() < 0.06 ? between(random, -28, 0) : 0;
    png.data[p * 4] = Math.round(inkR * a + (paperR + speckle) * (1 - a));
    png.data[p * 4 + 1] = Math.round(inkG * a + (paperG + speckle) * (1 - a));
    png.data[p * 4 + 2] = Math.round(inkB * a + (paperB + speckle) * (1 - a));
    png.data[p * 4 + 3] = 255;
  }
  return PNG.sync.write(png, { colorType: 2 });
}

function hsl(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

/** A random answer of `length` characters from the alphabet. */
export const captchaText = (random: Random = Math.random, length = 4) =>
  Array.from({ length }, () => pick(random, [...CAPTCHA_ALPHABET])).join('');
