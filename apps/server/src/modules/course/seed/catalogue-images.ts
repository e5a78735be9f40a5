/** Catalogue pictures drawn locally as SVG (course covers, organisation logos); no downloads. */

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

/** An organisation's square logo: its first two characters on a rounded tile. */
export function orgLogoSvg(name: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">
  <rect width="200" height="200" rx="36" fill="${color}"/>
  <path d="M40 150 L100 46 L160 150 Z" fill="#ffffff" fill-opacity="0.18"/>
  <text x="100" y="122" text-anchor="middle" font-family="${FONT}" font-size="60" font-weight="700" fill="#fff">${escapeXml([...name].slice(0, 2).join(''))}</text>
</svg>`;
}
