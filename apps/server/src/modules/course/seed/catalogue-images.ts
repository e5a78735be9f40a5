/** Catalogue pictures drawn locally as SVG (course covers, advert strips, organisation logos); no downloads. */

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const FONT = "'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif";
const LATIN = "'Georgia','Times New Roman',serif";

export interface CoverArt {
  /** A short English motif drawn large, e.g. "IELTS". */
  motif: string;
  /** The category line, e.g. "雅思 · 雅思口语". */
  subtitle: string;
  from: string;
  to: string;
}

/**
 * A 16:9 course cover: gradient, a large motif and the category line. The course's name and kind
 * are not drawn in: the course card writes them beside the cover, once each.
 */
export function courseCoverSvg({ motif, subtitle, from, to }: CoverArt, width = 480, height = 270): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 480 270">
  <defs><linearGradient id="c" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="480" height="270" fill="url(#c)"/>
  <circle cx="400" cy="60" r="110" fill="#ffffff" fill-opacity="0.10"/>
  <circle cx="60" cy="250" r="80" fill="#ffffff" fill-opacity="0.08"/>
  <text x="240" y="160" text-anchor="middle" font-family="${LATIN}" font-size="${motif.length > 5 ? 88 : 112}" font-weight="700" fill="#ffffff" fill-opacity="0.9">${escapeXml(motif)}</text>
  <text x="240" y="222" text-anchor="middle" font-family="${FONT}" font-size="22" fill="#fff" fill-opacity="0.92">${escapeXml(subtitle)}</text>
</svg>`;
}

/** A wide advert strip (1200×120 by default) with a call to action. */
export function advStripSvg(
  title: string,
  action: string,
  from: string,
  to: string,
  width = 1200,
  height = 120,
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#a)"/>
  <circle cx="${width - 260}" cy="${height / 2}" r="${height * 0.9}" fill="#ffffff" fill-opacity="0.08"/>
  <text x="48" y="${height / 2 + 12}" font-family="${FONT}" font-size="${Math.round(height / 3.6)}" font-weight="700" fill="#fff">${escapeXml(title)}</text>
  <rect x="${width - 220}" y="${height / 2 - 24}" rx="24" width="172" height="48" fill="#ffffff"/>
  <text x="${width - 134}" y="${height / 2 + 8}" text-anchor="middle" font-family="${FONT}" font-size="20" font-weight="700" fill="${from}">${escapeXml(action)}</text>
</svg>`;
}

/** A square side advert (300×250 by default). */
export function advCardSvg(title: string, subtitle: string, from: string, to: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="250" viewBox="0 0 300 250">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="300" height="250" rx="8" fill="url(#s)"/>
  <text x="24" y="100" font-family="${FONT}" font-size="28" font-weight="700" fill="#fff">${escapeXml(title)}</text>
  <text x="24" y="140" font-family="${FONT}" font-size="16" fill="#fff" fill-opacity="0.9">${escapeXml(subtitle)}</text>
  <rect x="24" y="180" rx="18" width="120" height="36" fill="#fff"/>
  <text x="84" y="204" text-anchor="middle" font-family="${FONT}" font-size="16" font-weight="700" fill="${from}">了解详情</text>
</svg>`;
}

/** An organisation's square logo: its first two characters on a rounded tile. */
export function orgLogoSvg(name: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">
  <rect width="200" height="200" rx="36" fill="${color}"/>
  <path d="M40 150 L100 46 L160 150 Z" fill="#ffffff" fill-opacity="0.18"/>
  <text x="100" y="122" text-anchor="middle" font-family="${FONT}" font-size="60" font-weight="700" fill="#fff">${escapeXml([...name].slice(0, 2).join(''))}</text>
</svg>`;
}
