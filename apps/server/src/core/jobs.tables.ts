/** The durable job queue's table (core/jobs.ts). */
export interface JobTable {
  id: number;
  /** The school the job works for; lists and retries are scoped by it. */
  site_id: number;
  /** What to run, e.g. 'vod.transcode'. */
  kind: string;
  /** JSON given to the handler. */
  payload: string;
  state: 'waiting' | 'running' | 'done' | 'failed';
  /** Runs started so far, including one that is running or was cut short by a crash. */
  attempts: number;
  max_attempts: number;
  last_error: string;
  /** Not before this time (epoch ms): retries wait with backoff. */
  run_after: number;
  /** The instance holding the job while it runs, and until when; an expired lease may be taken over. */
  lease_owner: string;
  lease_expires_at: number;
  gmt_create: number;
  gmt_modified: number;
}

export interface JobTables {
  job: JobTable;
}
