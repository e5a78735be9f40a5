import fs from 'node:fs/promises';
import path from 'node:path';
import { inflateSync } from 'fflate';
import { DOC_TYPES, type DocType } from '@school/contracts';

/**
 * What a document is, read from its bytes, never from its name: PDF by its header; DOC, XLS and PPT
 * (OLE2 compound files) by the names of their main streams; DOCX, XLSX and PPTX by the main part in
 * the zip's `[Content_Types].xml`; other zips as ZIP; MP3 by its ID3 tag or frame sync; TXT as text
 * without control bytes. A file whose bytes say another type than its name is refused with both.
 */

const HEAD_BYTES = 64 * 1024;
/** OLE2 stream names sit in the directory, usually near the start; larger files are read this far. */
const OLE_SCAN_BYTES = 32 * 1024 * 1024;

const TYPE_NAMES: Record<DocType, string> = {
  pdf: 'PDF',
  doc: 'Word（.doc）',
  docx: 'Word（.docx）',
  xls: 'Excel（.xls）',
  xlsx: 'Excel（.xlsx）',
  ppt: 'PowerPoint（.ppt）',
  pptx: 'PowerPoint（.pptx）',
  txt: '文本',
  mp3: 'MP3 音频',
  zip: 'ZIP 压缩包',
};

/** The type a file name claims, if it is one we take. */
export function typeOfName(name: string): DocType | undefined {
  const ext = path.extname(name).slice(1).toLowerCase();
  return (DOC_TYPES as readonly string[]).includes(ext) ? (ext as DocType) : undefined;
}

export const UNSUPPORTED_NAME = `只支持以下文档类型：${DOC_TYPES.join('、')}`;

async function readAt(file: string, start: number, length: number): Promise<Buffer> {
  const handle = await fs.open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(length), 0, length, start);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const OLE_MAGIC = Buffer.from('d0cf11e0a1b11ae1', 'hex');
const utf16 = (text: string) => Buffer.from(text, 'utf16le');

async function oleType(file: string): Promise<DocType | undefined> {
  const bytes = await readAt(file, 0, OLE_SCAN_BYTES);
  if (bytes.includes(utf16('WordDocument'))) return 'doc';
  if (bytes.includes(utf16('Workbook')) || bytes.includes(utf16('Book'))) return 'xls';
  if (bytes.includes(utf16('PowerPoint Document'))) return 'ppt';
  return undefined;
}

const OOXML_MAIN: [DocType, string][] = [
  ['docx', 'wordprocessingml.document.main+xml'],
  ['xlsx', 'spreadsheetml.sheet.main+xml'],
  ['pptx', 'presentationml.presentation.main+xml'],
];

/** The bytes of one entry of a zip, found through its central directory; undefined when absent. */
async function zipEntry(file: string, size: number, wanted: string): Promise<Buffer | undefined> {
  const tailStart = Math.max(0, size - (65_535 + 22));
  const tail = await readAt(file, tailStart, size - tailStart);
  const end = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) return undefined;
  const entries = tail.readUInt16LE(end + 10);
  const dirSize = tail.readUInt32LE(end + 12);
  const dirStart = tail.readUInt32LE(end + 16);
  if (dirStart + dirSize > size) return undefined;
  const dir = await readAt(file, dirStart, dirSize);
  let at = 0;
  for (let i = 0; i < entries && at + 46 <= dir.length; i += 1) {
    if (dir.readUInt32LE(at) !== 0x02014b50) return undefined;
    const method = dir.readUInt16LE(at + 10);
    const compressed = dir.readUInt32LE(at + 20);
    const nameLength = dir.readUInt16LE(at + 28);
    const extraLength = dir.readUInt16LE(at + 30);
    const commentLength = dir.readUInt16LE(at + 32);
    const localOffset = dir.readUInt32LE(at + 42);
    const name = dir.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    if (name === wanted) {
      if (compressed > 1024 * 1024) return undefined;
      const local = await readAt(file, localOffset, 30);
      if (local.length < 30 || local.readUInt32LE(0) !== 0x04034b50) return undefined;
      const dataStart = localOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
      const data = await readAt(file, dataStart, compressed);
      if (method === 0) return data;
      if (method === 8) return Buffer.from(inflateSync(data));
      return undefined;
    }
    at += 46 + nameLength + extraLength + commentLength;
  }
  return undefined;
}

async function zipType(file: string, size: number): Promise<DocType> {
  try {
    const types = await zipEntry(file, size, '[Content_Types].xml');
    const text = types?.toString('utf8') ?? '';
    return OOXML_MAIN.find(([, main]) => text.includes(main))?.[0] ?? 'zip';
  } catch {
    return 'zip';
  }
}

const isText = (bytes: Buffer) =>
  bytes.length > 0 &&
  bytes.every((byte) => byte >= 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d || byte === 0x0c);

/** The type the bytes show; undefined when they are none of ours. */
export async function typeOfBytes(file: string): Promise<DocType | undefined> {
  const { size } = await fs.stat(file);
  const head = await readAt(file, 0, HEAD_BYTES);
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (head.subarray(0, 8).equals(OLE_MAGIC)) return oleType(file);
  if (head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return zipType(file, size);
  if (head.subarray(0, 3).toString('latin1') === 'ID3') return 'mp3';
  if (head.length > 1 && head[0] === 0xff && (head[1]! & 0xe0) === 0xe0) return 'mp3';
  if (isText(head)) return 'txt';
  return undefined;
}

/** The document's type, or why it is refused: its bytes are none of ours, or another type than its name says. */
export async function detectType(file: string, name: string): Promise<{ type: DocType } | { reason: string }> {
  const claimed = typeOfName(name);
  if (!claimed) return { reason: UNSUPPORTED_NAME };
  const found = await typeOfBytes(file);
  if (!found) return { reason: `文件内容不是${TYPE_NAMES[claimed]}，无法识别，请检查后重新上传` };
  if (found !== claimed)
    return { reason: `文件内容与文件名不符：文件名是${TYPE_NAMES[claimed]}，内容却是${TYPE_NAMES[found]}` };
  return { type: found };
}

/** Types LibreOffice turns into a PDF to read online. */
export const isOfficeType = (type: string) => ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt'].includes(type);
