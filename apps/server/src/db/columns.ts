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

/** The shared columns of a row made now. */
export const newBusinessRow = (id: number, siteId: number, now: number): BusinessRow => ({
  id,
  site_id: siteId,
  status_id: 1,
  gmt_create: now,
  gmt_modified: now,
});

/** Rows written once and never edited (codes, logs, checks): no status or modification time. */
export interface CreatedRow {
  id: number;
  site_id: number;
  gmt_create: number;
}
