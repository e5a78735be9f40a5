/** Catalogue pictures drawn locally as SVG (course covers, advert strips, organisation logos); no downloads. */

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const FONT = "'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif";
const LATIN = "'Georgia','Times New Roman',serif";

export interface CoverArt {
  title: string;
  /** A short English motif drawn large in the background, e.g. "IELTS". */
  motif: string;
  /** The kind badge: 点播 / 直播 / 资源 / 文库. */
  badge: string;
  /** The category line under the title. */
  subtitle: string;
  from: string;
  to: string;
}

const isCjk = (char: string | undefined) => char !== undefined && /[\u3000-\u9fff\uff00-\uffef]/.test(char);

/**
 * Splits a title into at most two balanced lines of up to `perLine` characters, breaking at a space,
 * after Chinese punctuation or between two Chinese characters, never inside a Latin word.
 */
function titleLines(title: string, perLine: number): string[] {
  const chars = [...title];
  if (chars.length <= perLine) return [title];
  const middle = chars.length / 2;
  let best = -1;
  for (let i = 1; i < chars.length; i++) {
    const breakable = chars[i - 1] === ' ' || chars[i] === ' ' || (isCjk(chars[i - 1]) && isCjk(chars[i]));
    if (!breakable || i > perLine || chars.length - i > perLine) continue;
    if (best === -1 || Math.abs(i - middle) < Math.abs(best - middle)) best = i;
  }
  if (best === -1) {
    const rest = chars.slice(perLine);
    return [
      chars.slice(0, perLine).join(''),
      rest.length > perLine ? `${rest.slice(0, perLine - 1).join('')}…` : rest.join(''),
    ];
  }
  return [chars.slice(0, best).join('').trim(), chars.slice(best).join('').trim()];
}

/** A 16:9 course cover: gradient, a large faint motif, kind badge, title and category. */
export function courseCoverSvg(
  { title, motif, badge, subtitle, from, to }: CoverArt,
  width = 480,
  height = 270,
): string {
  const lines = titleLines(title, 13);
  const titleY = lines.length === 1 ? 160 : 140;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 480 270">
  <defs><linearGradient id="c" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="480" height="270" fill="url(#c)"/>
  <text x="470" y="118" text-anchor="end" font-family="${LATIN}" font-size="92" font-weight="700" fill="#ffffff" fill-opacity="0.14">${escapeXml(motif)}</text>
  <circle cx="420" cy="230" r="70" fill="#ffffff" fill-opacity="0.08"/>
  <rect x="24" y="22" rx="12" width="${24 + [...badge].length * 18}" height="28" fill="#ffffff" fill-opacity="0.92"/>
  <text x="${36}" y="42" font-family="${FONT}" font-size="16" font-weight="700" fill="${from}">${escapeXml(badge)}</text>
  ${lines
    .map(
      (line, index) =>
        `<text x="24" y="${titleY + index * 40}" font-family="${FONT}" font-size="32" font-weight="700" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('\n  ')}
  <text x="24" y="240" font-family="${FONT}" font-size="18" fill="#fff" fill-opacity="0.88">${escapeXml(subtitle)}</text>
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
