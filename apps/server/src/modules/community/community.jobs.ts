import type { JobQueue } from '../../core/jobs.ts';

/**
 * The community's periodic work on the durable job queue (decision 0018): every ten minutes per school,
 * the hot scores are recomputed and the authors' due digests sent. Each run queues the next one, so the
 * chain lives in the database and survives restarts; a school's chain starts with its first post or
 * question, or at start-up for schools that have some (decision 0026).
 */
export const HOT_JOB = 'community.hot';
export const DIGEST_JOB = 'community.digest';
export const PERIOD_MS = 10 * 60_000;

export interface CommunityJobsDeps {
  jobs: Pick<JobQueue, 'define' | 'enqueue' | 'list'>;
  recomputeHot(siteId: number): Promise<void>;
  sendDigests(siteId: number): Promise<number>;
  sitesWithContent(): Promise<number[]>;
}

export function createCommunityJobs({ jobs, recomputeHot, sendDigests, sitesWithContent }: CommunityJobsDeps) {
  /** Schools whose chains this instance has seen queued, so a post costs no look-up after the first. */
  const started = new Set<number>();
  const next = (kind: string, siteId: number) => jobs.enqueue(kind, siteId, {}, { runAfter: Date.now() + PERIOD_MS });

  for (const [kind, work] of [
    [HOT_JOB, recomputeHot],
    [DIGEST_JOB, sendDigests],
  ] as const) {
    jobs.define<object>(kind, {
      concurrency: 1,
      maxAttempts: 3,
      retryDelayMs: () => 60_000,
      async run(_payload, job) {
        await work(job.siteId);
        await next(kind, job.siteId);
      },
      // A chain that failed three times starts again next period rather than stopping for good.
      async onFailed(_payload, _error, job) {
        await next(kind, job.siteId);
      },
    });
  }

  async function hasChain(kind: string, siteId: number): Promise<boolean> {
    for (const state of ['waiting', 'running'] as const) {
      if ((await jobs.list(siteId, { kind, state, offset: 0, limit: 1 })).total > 0) return true;
    }
    return false;
  }

  async function ensureSite(siteId: number): Promise<void> {
    if (started.has(siteId)) return;
    started.add(siteId);
    for (const kind of [HOT_JOB, DIGEST_JOB]) {
      if (!(await hasChain(kind, siteId))) await jobs.enqueue(kind, siteId, {});
    }
  }

  return {
    ensureSite,
    /** At start-up: every school with community content has its chains. */
    async ensureAll(): Promise<void> {
      for (const siteId of await sitesWithContent()) await ensureSite(siteId);
    },
  };
}

export type CommunityJobs = ReturnType<typeof createCommunityJobs>;
