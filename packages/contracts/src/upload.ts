import { addContracts } from './all-contracts.ts';
import { Type, type Static } from 'typebox';
import { defineContracts } from './route.ts';

/** Picture and document upload (multipart field `file`). */
export const UploadedFile = Type.Object({
  url: Type.String(),
  name: Type.String({ description: '原文件名' }),
  size: Type.Integer(),
  /** Detected from the file's bytes, not its name. */
  mimeType: Type.String(),
});
export type UploadedFile = Static<typeof UploadedFile>;

export const uploadContracts = defineContracts({
  uploadFile: {
    method: 'POST',
    url: '/system/auth/upload/aliyun',
    summary: '上传图片或文档（multipart，字段 file；图片 ≤ 5 MB，文档 ≤ 50 MB）',
    multipart: true,
    response: UploadedFile,
  },
  uploadPicture: {
    method: 'POST',
    url: '/system/admin/upload/picture',
    summary: '运营后台上传图片（multipart，字段 file；jpg/png/gif/webp，≤ 5 MB）',
    multipart: true,
    response: UploadedFile,
  },
});

/** This file's tables in `allContracts`. */
export const uploadContractGroups = addContracts({ upload: uploadContracts });
type UploadContractGroups = typeof uploadContractGroups;
declare module './all-contracts.ts' {
  interface AllContracts extends UploadContractGroups {}
}
