import { EXAM_EXPORT_PATH, type PaperExportBody } from '@school/contracts';

/**
 * Downloads a paper as .docx. The export answers a file, not the JSON envelope, so it is fetched here
 * with the same headers as every call; a refusal still answers the envelope and its `msg` is thrown.
 */
export async function downloadPaperDocx(
  siteId: number,
  token: string,
  body: PaperExportBody,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<void> {
  const response = await fetchImpl(`/apis${EXAM_EXPORT_PATH}`, {
    method: 'POST',
    headers: { 'site-id': String(siteId), token, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('json')) {
    const reply = (await response.json().catch(() => ({}))) as { msg?: string };
    throw new Error(reply.msg || '导出失败，请稍后重试');
  }
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileNameOf(response.headers.get('content-disposition')) ?? `exam-${body.examId}.docx`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

/** The UTF-8 file name of a content-disposition header (`filename*=UTF-8''…`). */
export function fileNameOf(disposition: string | null): string | undefined {
  const match = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  return match ? decodeURIComponent(match[1]!) : undefined;
}
