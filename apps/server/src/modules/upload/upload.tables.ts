import type { CreatedRow } from '../../db/columns.ts';

/** Every stored upload, so a picture can be traced to the account that sent it. */
export interface UploadFileTable extends CreatedRow {
  /** The user's id, or the operator's when uploader_kind is 'operator'. */
  user_id: number;
  uploader_kind: 'user' | 'operator';
  storage_key: string;
  url: string;
  original_name: string;
  mime_type: string;
  size: number;
  sha256: string;
}

export interface UploadTables {
  upload_file: UploadFileTable;
}
