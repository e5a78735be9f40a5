import {
  courseDocumentContracts,
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

/** What a refused download's status means; a HEAD's answer carries no message. */
const DOWNLOAD_REFUSALS: Record<number, string> = {
  401: '请登录后下载',
  403: '下载地址已失效，请刷新页面后重试',
  429: DOWNLOAD_LIMIT_MESSAGE,
};

/** A draft file's preview for its author: the draft lesson's document, read whole (no download). */
export const draftSignQuery = (api: Requester, periodId: string) =>
  queryOptions({
    queryKey: [...ITEM_MINE_KEY, 'draft', periodId] as const,
    queryFn: async (): Promise<SignResult> => {
      const lesson = await api.request(courseDocumentContracts.viewPeriodDoc, { periodId }, { isShowErrTip: false });
      if (lesson.code !== 200) return { refusal: { code: lesson.code, msg: lesson.msg || '该课时没有文件' } };
      const reply = await api.request(
        resourceContracts.previewDocument,
        { id: lesson.data.documentId },
        { isShowErrTip: false },
      );
      if (reply.code !== 200) return { refusal: { code: reply.code, msg: reply.msg || '暂时无法打开该文件' } };
      return { doc: reply.data };
    },
    gcTime: 0,
  });

/**
 * Hands a signed download address to the browser's own download manager (a plain link), so a file of
 * any size never sits in the page's memory and the browser can resume it. The address works only with
 * its reader's session, which the link carries as the session cookie; a HEAD first asks whether the
 * download would be refused (the daily limit), so the refusal is said in place, not as a failed download.
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const address = `/apis${url}`;
  const check = await fetch(address, { method: 'HEAD', credentials: 'same-origin' });
  if (!check.ok) throw new Error(DOWNLOAD_REFUSALS[check.status] ?? '下载失败，请刷新页面后重试');
  const link = document.createElement('a');
  link.href = address;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
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
