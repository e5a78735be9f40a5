/**
 * Column sets many tables share. Ids and times are BIGINT (times in epoch milliseconds, decision 0002);
 * every business table carries site_id, gmt_create, gmt_modified and status_id (ARCHITECTURE §5).
 */
export interface BusinessRow {
  id: number;
  site_id: number;
  gmt_create: number;
  gmt_modified: number;
  status_id: number;
}

/** Rows written once and never edited (codes, logs, checks): no status or modification time. */
export interface CreatedRow {
  id: number;
  site_id: number;
  gmt_create: number;
}
