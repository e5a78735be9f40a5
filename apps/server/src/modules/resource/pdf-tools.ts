import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

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

/** Keeps the characters the standard PDF fonts can draw (Latin); Chinese needs an embedded font. */
const drawable = (text: string) => text.replace(/[^\x20-\x7e]/g, '').trim();

/** A copy of the PDF with a light footer on every page naming the school and the reader. */
export async function stampPdf(source: string, footer: { site: string; reader: string }, target: string) {
  const pdf = await loadPdf(source);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const text = [drawable(footer.site), drawable(footer.reader)].filter(Boolean).join('  ·  ');
  for (const page of pdf.getPages()) {
    const { width } = page.getSize();
    const size = 8;
    page.drawText(text, {
      x: Math.max(10, (width - font.widthOfTextAtSize(text, size)) / 2),
      y: 12,
      size,
      font,
      color: rgb(0.55, 0.55, 0.55),
      opacity: 0.8,
    });
  }
  await writeWhole(target, await pdf.save());
}
