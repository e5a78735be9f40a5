import {
  courseStudyContracts,
  DOWNLOAD_LIMIT_MESSAGE,
  resourceContracts,
  type CourseChapter,
  type CourseDetail,
  type CourseItem,
  type DocumentSign,
  type DownloadCount,
} from '@school/contracts';
import { queryOptions } from '@tanstack/react-query';
import { personalQueryKey } from '~/lib/personal-queries';
import type { Requester } from '~/lib/request';

/** A resource pack or library document as every reader sees it. */
export interface PublicItem {
  course: CourseDetail;
  chapters: CourseChapter[];
  related: CourseItem[];
  downloads: DownloadCount;
}

const isDocumentKind = (kind: number) => kind === 3 || kind === 4;

/** The item's page data; null when there is no such resource or document on the shelf. */
export async function fetchPublicItem(api: Requester, id: string): Promise<PublicItem | null> {
  const view = await api.request(courseStudyContracts.viewCourse, { id }, { isShowErrTip: false });
  if (view.code === 404 || view.code === 400) return null;
  if (view.code !== 200) throw new Error(view.msg || '读取失败');
  if (!isDocumentKind(view.data.courseCategory)) return null;
  const [chapters, related, downloads] = await Promise.all([
    api.call(courseStudyContracts.listCourseChapter, { courseId: id }),
    api.call(courseStudyContracts.listRelatedCourse, { courseId: id, limit: 4 }).catch(() => []),
    api
      .call(resourceContracts.viewDownloadCount, { courseId: id })
      .catch((): DownloadCount => ({ countDownload: 0, periodList: [] })),
  ]);
  return { course: view.data, chapters, related, downloads };
}

export const ITEM_MINE_KEY = personalQueryKey('resource');

/** Whether the signed-in reader has the item, and which files they may read whole. */
export const itemMineQuery = (api: Requester, id: string) =>
  queryOptions({
    queryKey: [...ITEM_MINE_KEY, 'view', id] as const,
    queryFn: () => api.call(courseStudyContracts.viewCourseForUser, { id }),
  });

/** The download counts, read again after the reader downloads. */
export const downloadCountQuery = (api: Requester, id: string, initial: DownloadCount) =>
  queryOptions({
    queryKey: ['resource-downloads', id] as const,
    queryFn: () => api.call(resourceContracts.viewDownloadCount, { courseId: id }),
    initialData: initial,
    staleTime: 30_000,
  });

export type SignResult = { doc: DocumentSign } | { refusal: { code: number; msg: string } };

/** A file's preview and download addresses for the signed-in reader (`course/sign`), or why not. */
export const documentSignQuery = (api: Requester, periodId: string, round = 0) =>
  queryOptions({
    queryKey: [...ITEM_MINE_KEY, 'sign', periodId, round] as const,
    queryFn: async (): Promise<SignResult> => {
      const reply = await api.request(courseStudyContracts.signCourse, { periodId }, { isShowErrTip: false });
      if (reply.code !== 200) return { refusal: { code: reply.code, msg: reply.msg || '暂时无法打开该文件' } };
      if (!reply.data.doc) return { refusal: { code: 404, msg: '该课时没有文件' } };
      return { doc: reply.data.doc };
    },
    staleTime: 5 * 60_000,
    gcTime: 0,
  });

/**
 * Downloads a signed address into a file. The address is fetched first so a refusal (the daily limit,
 * an expired address) comes back as the server's message to show in place, instead of a page of JSON.
 */
export async function downloadFile(url: string, fileName: string, token: string): Promise<void> {
  // The address works only in its reader's session (a copied address does not).
  const response = await fetch(`/apis${url}`, { headers: { token }, credentials: 'same-origin' });
  if (!response.ok) {
    const reply = (await response.json().catch(() => null)) as { msg?: string } | null;
    if (response.status === 429) throw new Error(reply?.msg || DOWNLOAD_LIMIT_MESSAGE);
    throw new Error(reply?.msg || '下载失败，请刷新页面后重试');
  }
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
}

export { formatSize } from '~/lib/file-size';

const TYPE_LABELS: Record<string, string> = {
  pdf: 'PDF',
  doc: 'Word',
  docx: 'Word',
  xls: 'Excel',
  xlsx: 'Excel',
  ppt: 'PPT',
  pptx: 'PPT',
  txt: '文本',
  mp3: 'MP3 音频',
  zip: 'ZIP 压缩包',
};
export const docTypeLabel = (type: string) => TYPE_LABELS[type] ?? (type ? type.toUpperCase() : '处理中');
