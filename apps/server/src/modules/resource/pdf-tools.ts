import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';

/**
 * What the library does with PDFs (pdf-lib): count pages, cut the free pages out for readers who do not
 * have the item, and stamp a downloaded copy with who took it. pdf-lib reads a PDF whole into memory,
 * so PDFs above `PDF_MAX_BYTES` are offered for download only (decision 0071).
 */
export const PDF_MAX_BYTES = 200 * 1024 * 1024;

export class PdfRefused extends Error {}

export async function loadPdf(file: string): Promise<PDFDocument> {
  const bytes = await fs.readFile(file);
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  } catch (error) {
    // pdf-lib's EncryptedPDFError is not always the class it exports (two builds), so its words decide.
    if (error instanceof Error && /is encrypted/.test(error.message))
      throw new PdfRefused('PDF 文件设有密码（已加密），无法处理，请上传未加密的文件');
    throw new PdfRefused('PDF 文件已损坏，无法读取，请检查后重新上传');
  }
  if (pdf.getPageCount() === 0) throw new PdfRefused('PDF 文件没有任何页面');
  return pdf;
}

/** Writes beside the target, then renames: a reader never gets half a file. */
async function writeWhole(target: string, bytes: Uint8Array): Promise<void> {
  const aside = `${target}.${randomBytes(6).toString('hex')}.part`;
  await fs.writeFile(aside, bytes);
  await fs.rename(aside, target);
}

/** The first `pages` pages of a PDF, as a new PDF; nothing of the later pages is copied. */
export async function cutPdf(source: string, pages: number, target: string): Promise<void> {
  const whole = await loadPdf(source);
  const cut = await PDFDocument.create();
  const count = Math.min(pages, whole.getPageCount());
  const copied = await cut.copyPages(
    whole,
    Array.from({ length: count }, (_, i) => i),
  );
  for (const page of copied) cut.addPage(page);
  await writeWhole(target, await cut.save());
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Pixels per point of the stamp's picture: drawn at 8 pt, rendered at 3× that to stay sharp when zoomed. */
const STAMP_SCALE = 3;
const STAMP_POINTS = 8;

/**
 * The footer line as a PNG of just the text (sharp renders an SVG <text> with librsvg, which finds the
 * system's CJK fonts): the standard PDF fonts draw only Latin, and a picture needs no font in the PDF.
 */
export async function renderStampLine(text: string): Promise<Buffer> {
  const fontSize = STAMP_POINTS * STAMP_SCALE;
  const height = Math.ceil(fontSize * 1.6);
  // Wide enough for a line of full-width characters; the empty margin is trimmed away.
  const width = Math.ceil(fontSize * (text.length + 2));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<text x="${fontSize}" y="${fontSize * 1.15}" font-family="Noto Sans CJK SC, Noto Sans, sans-serif" ` +
    `font-size="${fontSize}" fill="#8c8c8c">${escapeXml(text)}</text></svg>`;
  return sharp(Buffer.from(svg)).trim().png().toBuffer();
}

/** A copy of the PDF with a light footer on every page naming the school and the reader. */
export async function stampPdf(source: string, footer: { site: string; reader: string }, target: string) {
  const pdf = await loadPdf(source);
  const text = [footer.site.trim(), footer.reader.trim()].filter(Boolean).join('  ·  ');
  const image = await pdf.embedPng(await renderStampLine(text));
  const width = image.width / STAMP_SCALE;
  const height = image.height / STAMP_SCALE;
  for (const page of pdf.getPages()) {
    const size = page.getSize();
    page.drawImage(image, { x: Math.max(10, (size.width - width) / 2), y: 10, width, height, opacity: 0.8 });
  }
  await writeWhole(target, await pdf.save());
}
