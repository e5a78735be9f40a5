import { Type, type Static } from 'typebox';
import { DateTime, Id, IdBody, Page, PageQuery } from './common.ts';
import { addContracts } from './all-contracts.ts';
import { defineContracts } from './route.ts';

/**
 * Documents of resource packs and the library (decision 0071): the files behind document lessons,
 * their preparation for reading online, the signed preview and download addresses, download logs
 * and the daily download limit. The lessons themselves are course periods (`courseCategory` 3 and 4).
 */

/** What the document job made of a file. */
export const DocState = { waiting: 0, converting: 1, ready: 2, downloadOnly: 3, failed: 4 } as const;
export type DocState = (typeof DocState)[keyof typeof DocState];
const DocStateSchema = Type.Integer({
  description: '0 等待处理，1 转换中，2 可在线阅读，3 仅可下载（不支持在线预览），4 失败（见 failReason）',
});

/** The file types a document may be, read from its bytes. */
export const DOC_TYPES = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'mp3', 'zip'] as const;
export type DocType = (typeof DOC_TYPES)[number];
/** Library documents are read online: no audio, no archives (resource packs hold every type). */
export const LIBRARY_DOC_TYPES: readonly DocType[] = DOC_TYPES.filter((type) => type !== 'mp3' && type !== 'zip');

/**
 * The file types the resource and library lists filter by (`fileType`): an item matches when one of its
 * files is of one of the family's types; Word, Excel and PowerPoint each cover their old and new formats.
 */
export const DocFileTypeSchema = Type.Union(
  [
    Type.Literal('pdf'),
    Type.Literal('word'),
    Type.Literal('excel'),
    Type.Literal('ppt'),
    Type.Literal('txt'),
    Type.Literal('mp3'),
    Type.Literal('zip'),
  ],
  { description: '文件类型：pdf、word（doc、docx）、excel（xls、xlsx）、ppt（ppt、pptx）、txt、mp3、zip' },
);
export type DocFileType = Static<typeof DocFileTypeSchema>;
export const DOC_FILE_TYPES: Readonly<Record<DocFileType, readonly DocType[]>> = {
  pdf: ['pdf'],
  word: ['doc', 'docx'],
  excel: ['xls', 'xlsx'],
  ppt: ['ppt', 'pptx'],
  txt: ['txt'],
  mp3: ['mp3'],
  zip: ['zip'],
};

export const ResourceRules = {
  /** Pages a reader without the item may read. */
  defaultFreePages: 3,
  maxFreePages: 1000,
  /** A document upload, in bytes (2 GB). */
  docMaxBytes: 2 * 1024 * 1024 * 1024,
  /** Downloads one reader may start a day, unless the operator sets another number. */
  defaultDailyDownloads: 30,
  maxDailyDownloads: 10000,
  /** How long a preview address may be read (a reader turns pages over ranges meanwhile). */
  previewLinkSeconds: 2 * 60 * 60,
  /** How long a download address works. */
  downloadLinkSeconds: 10 * 60,
} as const;

export const DOWNLOAD_LIMIT_MESSAGE = '今日下载次数已达上限';
export const DOWNLOAD_ONLY_MESSAGE = '该文档暂不支持在线预览，请下载查看';

/** The signed address of a document's preview or download; the token names the school, the reader and the expiry. */
export const DOCUMENT_FILE_PATH = '/resource/api/document/file';
export const documentFilePath = (token: string) => `${DOCUMENT_FILE_PATH}/${token}`;

export const DocumentInfo = Type.Object({
  id: Id,
  docName: Type.String({ description: '上传时的文件名' }),
  docType: Type.String({ description: '由文件内容判断的类型：pdf、docx、xlsx、mp3、zip 等；未处理时为空' }),
  docSize: Type.Integer({ description: '字节数' }),
  pageCount: Type.Integer({ description: 'PDF（或转换后的 PDF）的页数，其他为 0' }),
  docState: DocStateSchema,
  failReason: Type.String(),
  gmtCreate: DateTime,
});
export type DocumentInfo = Static<typeof DocumentInfo>;

/** A document lesson's addresses for the signed-in reader (part of `/course/auth/course/sign`). */
export const DocumentSign = Type.Object({
  documentId: Id,
  docName: Type.String(),
  docType: Type.String(),
  docSize: Type.Integer(),
  docState: DocStateSchema,
  pageCount: Type.Integer(),
  previewUrl: Type.String({ description: 'PDF 预览地址（相对 /apis，支持 Range）；不能在线预览时为空' }),
  previewPages: Type.Integer({ description: '预览 PDF 的页数：有权限为全部页，否则为免费页数' }),
  isFull: Type.Integer({ description: '1 可阅读全部页，0 只能试读免费页' }),
  downloadUrl: Type.String({ description: '下载地址（10 分钟内有效，仅限本人，支持断点续传）；不可下载时为空' }),
  message: Type.String({ description: '不能在线预览时的说明' }),
  expireTime: DateTime,
});
export type DocumentSign = Static<typeof DocumentSign>;

export const DocumentJobListBody = Type.Evaluate(
  Type.Intersect([PageQuery, Type.Object({ docState: Type.Optional(Type.Integer({ minimum: 0, maximum: 4 })) })]),
);
export type DocumentJobListBody = Static<typeof DocumentJobListBody>;
export const DocumentJob = Type.Object({
  ...DocumentInfo.properties,
  userId: Id,
  attempts: Type.Integer(),
  gmtModified: DateTime,
});
export type DocumentJob = Static<typeof DocumentJob>;

export const DownloadLogListBody = Type.Evaluate(
  Type.Intersect([PageQuery, Type.Object({ userId: Type.Optional(Id), courseId: Type.Optional(Id) })]),
);
export type DownloadLogListBody = Static<typeof DownloadLogListBody>;
export const DownloadLog = Type.Object({
  id: Id,
  userId: Id,
  nickname: Type.String({ description: '下载者昵称' }),
  mobile: Type.String({ description: '下载者手机号' }),
  courseId: Id,
  periodId: Id,
  documentId: Id,
  docName: Type.String(),
  ip: Type.String(),
  counted: Type.Integer({ description: '1 计入当天的下载次数统计（每人每项每天一次）' }),
  gmtCreate: DateTime,
});
export type DownloadLog = Static<typeof DownloadLog>;

export const DownloadSetting = Type.Object({
  dailyDownloadLimit: Type.Integer({
    minimum: 1,
    maximum: ResourceRules.maxDailyDownloads,
    description: '每位用户每天最多下载次数',
  }),
});
export type DownloadSetting = Static<typeof DownloadSetting>;

/** How often an item and each of its files were downloaded (once per reader and day each). */
export const DownloadCount = Type.Object({
  countDownload: Type.Integer({ description: '本项下载次数（每人每天计一次）' }),
  periodList: Type.Array(
    Type.Object({ periodId: Id, countDownload: Type.Integer({ description: '该文件的下载次数（每人每天计一次）' }) }),
    { description: '有下载的课时' },
  ),
});
export type DownloadCount = Static<typeof DownloadCount>;

export const resourceContracts = defineContracts({
  viewDownloadCount: {
    method: 'POST',
    url: '/resource/api/download/count',
    summary: '资源或文库项目及其文件的下载次数',
    body: Type.Object({ courseId: Id }),
    response: DownloadCount,
  },
  viewDocument: {
    method: 'POST',
    url: '/resource/auth/document/view',
    summary: '我上传的文档（含处理状态）',
    body: IdBody,
    response: DocumentInfo,
  },
  previewDocument: {
    method: 'POST',
    url: '/resource/auth/document/preview',
    summary: '预览我上传的文档（草稿预览用：PDF 全部页或 MP3 的地址，不含下载地址）',
    body: IdBody,
    response: DocumentSign,
  },
  listDocument: {
    method: 'POST',
    url: '/resource/auth/document/page',
    summary: '我上传的文档（分页）',
    body: PageQuery,
    response: Page(DocumentInfo),
  },
  adminPageDocumentJob: {
    method: 'POST',
    url: '/resource/admin/document/page',
    summary: '文档处理任务（分页，运营后台）',
    body: DocumentJobListBody,
    response: Page(DocumentJob),
  },
  adminPreviewDocument: {
    method: 'POST',
    url: '/resource/admin/document/preview',
    summary: '运营预览本校任一文档（审核草稿用）',
    body: IdBody,
    response: DocumentSign,
  },
  adminRetryDocumentJob: {
    method: 'POST',
    url: '/resource/admin/document/retry',
    summary: '重新处理失败或仅可下载的文档',
    body: IdBody,
    response: DocumentJob,
  },
  adminPageDownloadLog: {
    method: 'POST',
    url: '/resource/admin/download/page',
    summary: '下载记录（分页，运营后台）',
    body: DownloadLogListBody,
    response: Page(DownloadLog),
  },
  adminViewDownloadSetting: {
    method: 'POST',
    url: '/resource/admin/download/setting/view',
    summary: '下载限制设置',
    response: DownloadSetting,
  },
  adminSaveDownloadSetting: {
    method: 'POST',
    url: '/resource/admin/download/setting/save',
    summary: '保存下载限制设置',
    body: DownloadSetting,
    response: DownloadSetting,
  },
});

/** This file's tables in `allContracts`. */
export const resourceContractGroups = addContracts({ resource: resourceContracts });
type ResourceContractGroups = typeof resourceContractGroups;
declare module './all-contracts.ts' {
  interface AllContracts extends ResourceContractGroups {}
}
