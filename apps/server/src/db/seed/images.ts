import QRCode from 'qrcode';

/** Demo pictures drawn locally as SVG, so a fresh install needs no downloads. */

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const FONT = "'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif";

/**
 * The school's mark: a sail on a blue tile, with no name drawn in. Pages write the site's name
 * beside it as text, so renaming the school in the console renames every page.
 */
export function markSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="16" fill="#0958d9"/>
  <path d="M18 46 L32 15 L46 46 Z" fill="#fff"/>
  <circle cx="32" cy="50" r="5" fill="#ffd666"/>
</svg>`;
}

export interface BannerArt {
  title: string;
  subtitle: string;
  from: string;
  to: string;
}

export function bannerSvg({ title, subtitle, from, to }: BannerArt, width = 1200, height = 400): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  <circle cx="${width - 180}" cy="${height / 2}" r="${height / 2.6}" fill="#ffffff" fill-opacity="0.12"/>
  <circle cx="${width - 90}" cy="${height / 4}" r="${height / 7}" fill="#ffffff" fill-opacity="0.18"/>
  <text x="80" y="${height / 2 - 10}" font-family="${FONT}" font-size="${Math.round(height / 8)}" font-weight="700" fill="#fff">${escapeXml(title)}</text>
  <text x="82" y="${height / 2 + height / 8}" font-family="${FONT}" font-size="${Math.round(height / 18)}" fill="#fff" fill-opacity="0.9">${escapeXml(subtitle)}</text>
</svg>`;
}

export const qrSvg = (text: string) => QRCode.toString(text, { type: 'svg', margin: 1, width: 160 });

/** A round portrait placeholder: the person's first character on a coloured disc. */
export function avatarSvg(name: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">
  <circle cx="100" cy="100" r="100" fill="${color}"/>
  <circle cx="100" cy="80" r="36" fill="#ffffff" fill-opacity="0.25"/>
  <path d="M40 170 Q100 110 160 170 Z" fill="#ffffff" fill-opacity="0.25"/>
  <text x="100" y="118" text-anchor="middle" font-family="${FONT}" font-size="72" font-weight="700" fill="#fff">${escapeXml(name.slice(0, 1))}</text>
</svg>`;
}

/** A slim promo strip (1200×80): one line of headline and one of detail, sized for the strip. */
export function promoSvg(title: string, subtitle: string, from: string, to: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="80" viewBox="0 0 1200 80">
  <defs><linearGradient id="p" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="1200" height="80" fill="url(#p)"/>
  <circle cx="1020" cy="40" r="30" fill="#ffffff" fill-opacity="0.15"/>
  <text x="80" y="50" font-family="${FONT}" font-size="28" font-weight="700" fill="#fff">${escapeXml(title)}</text>
  <text x="560" y="49" font-family="${FONT}" font-size="18" fill="#fff" fill-opacity="0.92">${escapeXml(subtitle)}</text>
  <rect x="1040" y="22" width="110" height="36" rx="18" fill="#fff"/>
  <text x="1095" y="46" text-anchor="middle" font-family="${FONT}" font-size="16" font-weight="700" fill="${from}">立即开通</text>
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
