/**
 * The platform's own tables, read by core/ (tenancy, sessions, the job queue). Every module
 * declares its tables beside its code (`modules/<name>/<name>.tables.ts`); schema.ts composes them.
 */

export interface SiteTable {
  id: number;
  name: string;
  status_id: number;
  gmt_create: number;
  gmt_modified: number;
}

export interface SiteDomainTable {
  id: number;
  site_id: number;
  domain: string;
  gmt_create: number;
}

export interface SessionTable {
  id: number;
  site_id: number;
  token_hash: string;
  /** 'user' or 'operator' */
  subject_kind: string;
  subject_id: number;
  client_type: number;
  expires_at: number;
  revoked_at: number | null;
  /** 'exit' (signed out) or 'replaced' (signed in elsewhere) */
  revoke_reason: string | null;
  gmt_create: number;
}

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

export interface CoreTables {
  site: SiteTable;
  site_domain: SiteDomainTable;
  session: SessionTable;
  job: JobTable;
}

export type JobTables = Pick<CoreTables, 'job'>;
