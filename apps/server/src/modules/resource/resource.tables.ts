import type { BusinessRow, CreatedRow } from '../../db/columns.ts';

/** The tables of resource; only this module's repo queries them (decision 0014). */

/**
 * A document a teacher uploaded: its original under DATA_DIR/documents/<site>/<id>/ and, once the
 * document job has run, the PDF readers preview (the original itself or its conversion).
 */
export interface ResourceDocumentTable extends BusinessRow {
  user_id: number;
  doc_name: string;
  md5: string;
  doc_size: number;
  /** DOC_TYPES, read from the bytes; '' until the job has looked. */
  doc_type: string;
  page_count: number;
  /** DocState */
  doc_state: number;
  fail_reason: string;
  /** 1 when a PDF to preview exists (preview.pdf beside the original). */
  has_preview: number;
  /** The durable job that prepares it (core job queue), for retries. */
  job_id: number;
}

/** One download of a document lesson; `counted` marks the first of the day for that reader and item. */
export interface ResourceDownloadTable extends CreatedRow {
  user_id: number;
  course_id: number;
  period_id: number;
  document_id: number;
  ip: string;
  /** Day in the school's time zone, yyyymmdd. */
  day: number;
  /** 1: first download of this course by this reader this day (counts in the course's downloads). */
  counted: number;
  /** 1: first download of this period by this reader this day (counts in the period's downloads). */
  period_counted: number;
}

/** The school's download rules (one row per site, made on first save). */
export interface ResourceSettingTable {
  site_id: number;
  daily_download_limit: number;
  gmt_modified: number;
}

export interface ResourceTables {
  resource_document: ResourceDocumentTable;
  resource_download: ResourceDownloadTable;
  resource_setting: ResourceSettingTable;
}

// The tables join the school's Database here, where they are declared (db/schema.test.ts checks both).
declare module '../../db/schema.ts' {
  interface Database {
    resource_document: ResourceDocumentTable;
    resource_download: ResourceDownloadTable;
    resource_setting: ResourceSettingTable;
  }
}
