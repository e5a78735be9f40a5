import { CourseKind, DOC_TYPES, DocState, LIBRARY_DOC_TYPES, type PeriodDoc } from '@school/contracts';

/**
 * The teacher's authoring pages are one set of pages for every kind of course (courseCategory): the list,
 * the details form and the chapters page. What differs by kind is said here; the lessons' editor is the
 * only part that changes (a video, live times, a document).
 */
export interface AuthoringKind {
  kind: CourseKind;
  /** The list page; `/add` and `/period` hang below it. */
  base: string;
  title: string;
  /** What one course of this kind is called: 课程, 直播课程, 资源, 文档. */
  noun: string;
  /** What one lesson is called on the chapters page. */
  lessonNoun: string;
  /** The draft as learners will see it. */
  preview(id: string): string;
  /** Exercises per lesson through the question bank (video and live courses). */
  praxis?: string;
  /** The file types a lesson's document may be (resources and library only). */
  docTypes?: readonly string[];
}

export const AUTHORING_KINDS: Readonly<Record<CourseKind, AuthoringKind>> = {
  [CourseKind.video]: {
    kind: CourseKind.video,
    base: '/account/vod',
    title: '点播管理',
    noun: '课程',
    lessonNoun: '课时',
    preview: (id) => `/preview/course/${id}`,
    praxis: '/account/vod/praxis',
  },
  [CourseKind.live]: {
    kind: CourseKind.live,
    base: '/account/live',
    title: '直播管理',
    noun: '直播课程',
    lessonNoun: '直播课时',
    preview: (id) => `/preview/live/${id}`,
    praxis: '/account/live/praxis',
  },
  [CourseKind.resource]: {
    kind: CourseKind.resource,
    base: '/account/resource',
    title: '资源管理',
    noun: '资源',
    lessonNoun: '文件',
    preview: (id) => `/preview/resource/${id}`,
    docTypes: DOC_TYPES,
  },
  [CourseKind.library]: {
    kind: CourseKind.library,
    base: '/account/library',
    title: '文库管理',
    noun: '文档',
    lessonNoun: '文档',
    preview: (id) => `/preview/library/${id}`,
    docTypes: LIBRARY_DOC_TYPES,
  },
};

/** The `accept` of a file picker for these types: '.pdf,.docx,…'. */
export const acceptOf = (types: readonly string[]) => types.map((type) => `.${type}`).join(',');

/** Whether the file's name ends with one of the types (the server reads the bytes too). */
export const hasDocType = (fileName: string, types: readonly string[]) =>
  types.includes(fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase());

/** The document job's state as the author sees it; failed ones say why. */
export function docStateOf(doc: Pick<PeriodDoc, 'docState' | 'failReason' | 'docType'>): {
  text: string;
  color: string;
} {
  switch (doc.docState) {
    case DocState.waiting:
      return { text: '等待处理', color: 'blue' };
    case DocState.converting:
      return { text: '转换中', color: 'blue' };
    case DocState.ready:
      return { text: doc.docType === 'mp3' ? '可在线播放' : '可在线阅读', color: 'green' };
    case DocState.downloadOnly:
      return { text: '仅可下载', color: 'orange' };
    default:
      return { text: doc.failReason ? `处理失败：${doc.failReason}` : '处理失败', color: 'red' };
  }
}

/** Whether the document job may still change the state (the page asks again meanwhile). */
export const docBusy = (doc: Pick<PeriodDoc, 'docState'>) =>
  doc.docState === DocState.waiting || doc.docState === DocState.converting;

/** 'yyyy-MM-dd HH:mm:ss' (the server's) → 'yyyy-MM-ddTHH:mm' (a datetime-local input's); '' stays ''. */
export const toPickerTime = (time: string) => (time ? time.slice(0, 16).replace(' ', 'T') : '');

/** A datetime-local input's value → the server's 'yyyy-MM-dd HH:mm:ss'. */
export const fromPickerTime = (value: string) => `${value.replace('T', ' ').slice(0, 16)}:00`;

/** Which live time field the server's refusal is about, to show it beside that field. */
export const liveTimeFieldOf = (msg: string): 'startTime' | 'endTime' | undefined =>
  msg.includes('结束时间') ? 'endTime' : msg.includes('时间') ? 'startTime' : undefined;

/** Types read page by page: free pages mean something only for them. */
export const hasPages = (docType: string) => docType !== 'mp3' && docType !== 'zip';

/**
 * Whether a newly uploaded file may be downloaded: a ZIP only is; resources are for taking home, library
 * documents are read online unless the author allows it. A replaced file keeps the lesson's setting.
 */
export function downloadOnUpload(kind: CourseKind, fileName: string, current?: Pick<PeriodDoc, 'isDownload'>): 0 | 1 {
  if (fileName.toLowerCase().endsWith('.zip')) return 1;
  if (current) return current.isDownload;
  return kind === CourseKind.resource ? 1 : 0;
}
