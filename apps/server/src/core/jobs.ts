import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Kysely, Transaction } from 'kysely';
import type { IdGenerator } from './ids.ts';
import type { JobTable, JobTables } from '../db/core.tables.ts';
import { systemClock, type Clock } from './time.ts';

/**
 * A durable job queue in the database (decision 0017). A job is claimed with a lease that the running
 * instance keeps renewing; when an instance dies, its lease runs out and any instance takes the job
 * over. Failures are retried with growing delays up to the kind's attempt limit; each kind runs at most
 * `concurrency` jobs at once per instance. `stop()` aborts running jobs and hands them back unharmed.
 */

export type JobDb = Kysely<JobTables> | Transaction<JobTables>;
export type JobState = JobTable['state'];

export interface RunningJob {
  id: number;
  siteId: number;
  /** 1 for the first run. */
  attempt: number;
  /** Aborted on shutdown or when the lease was lost; long work (ffmpeg) should stop then. */
  signal: AbortSignal;
}

export interface JobKind<P> {
  /** Jobs of this kind one instance runs at once. */
  concurrency: number;
  maxAttempts: number;
  /** How long a claim holds without renewal (renewed every third of it while running). */
  leaseMs?: number;
  /** Delay before the next attempt after the given failed attempt. */
  retryDelayMs?: (attempt: number) => number;
  run(payload: P, job: RunningJob): Promise<void>;
  /** Called once when the last attempt has failed. */
  onFailed?(payload: P, error: string, job: { id: number; siteId: number }): Promise<void>;
}

export interface JobLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobQueueDeps {
  db: Kysely<JobTables>;
  newId: IdGenerator;
  log: JobLogger;
  clock?: Clock;
  /** Names this instance in leases; unique per process by default. */
  owner?: string;
  /** How often to look for due jobs (enqueue also looks at once). */
  pollMs?: number;
}

export interface JobListQuery {
  kind?: string;
  state?: JobState;
  offset: number;
  limit: number;
}

const DEFAULT_LEASE_MS = 60_000;
const MAX_ERROR_LENGTH = 2000;
const defaultRetryDelay = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 30 * 60_000);
const messageOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH) || '未知错误';

export function createJobQueue({
  db,
  newId,
  log,
  clock = systemClock,
  owner = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`,
  pollMs = 1000,
}: JobQueueDeps) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const kinds = new Map<string, JobKind<any>>();
  const running = new Map<number, { kind: string; controller: AbortController; done: Promise<void> }>();
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let stopping = false;
  let ticking: Promise<void> | undefined;
  let tickAgain = false;

  const runningOf = (kind: string) => [...running.values()].filter((job) => job.kind === kind).length;

  // The queue runs every school's jobs: claims, leases and the poll below go by job id, across sites.
  /** Rows this instance still holds: every write after the claim checks the lease is ours. */
  const ours = (id: number) =>
    db.updateTable('job').where('id', '=', id).where('state', '=', 'running').where('lease_owner', '=', owner);

  async function claim(kind: string, id: number): Promise<JobTable | undefined> {
    const spec = kinds.get(kind)!;
    const now = clock.now();
    const result = await db
      .updateTable('job')
      .set((eb) => ({
        state: 'running',
        lease_owner: owner,
        lease_expires_at: now + (spec.leaseMs ?? DEFAULT_LEASE_MS),
        attempts: eb('attempts', '+', 1),
        gmt_modified: now,
      }))
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          eb.and([eb('state', '=', 'waiting'), eb('run_after', '<=', now)]),
          eb.and([eb('state', '=', 'running'), eb('lease_expires_at', '<', now)]),
        ]),
      )
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return undefined;
    return db.selectFrom('job').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  async function fail(spec: JobKind<unknown>, row: JobTable, error: string): Promise<void> {
    const now = clock.now();
    const last = row.attempts >= row.max_attempts;
    const next = last
      ? { state: 'failed' as const }
      : { state: 'waiting' as const, run_after: now + (spec.retryDelayMs ?? defaultRetryDelay)(row.attempts) };
    const result = await ours(row.id)
      .set({ ...next, last_error: error, lease_owner: '', lease_expires_at: 0, gmt_modified: now })
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return;
    log.warn({ jobId: row.id, kind: row.kind, attempt: row.attempts, error }, last ? 'job failed' : 'job will retry');
    if (last) await spec.onFailed?.(JSON.parse(row.payload), error, { id: row.id, siteId: row.site_id });
  }

  /** Hands a job cut short by shutdown back as if it had not started. */
  const release = (row: JobTable) =>
    ours(row.id)
      .set({
        state: 'waiting',
        attempts: row.attempts - 1,
        lease_owner: '',
        lease_expires_at: 0,
        run_after: clock.now(),
        gmt_modified: clock.now(),
      })
      .execute();

  function launch(spec: JobKind<unknown>, row: JobTable): void {
    const controller = new AbortController();
    const leaseMs = spec.leaseMs ?? DEFAULT_LEASE_MS;
    const heartbeat = setInterval(() => {
      ours(row.id)
        .set({ lease_expires_at: clock.now() + leaseMs })
        .executeTakeFirst()
        .then((result) => {
          if (Number(result.numUpdatedRows) !== 1) controller.abort(new Error('lease lost'));
        })
        .catch((err: unknown) => log.error({ err, jobId: row.id }, 'job lease renewal failed'));
    }, leaseMs / 3);
    heartbeat.unref();

    const done = (async () => {
      let error: unknown;
      let ran = false;
      try {
        await spec.run(JSON.parse(row.payload), {
          id: row.id,
          siteId: row.site_id,
          attempt: row.attempts,
          signal: controller.signal,
        });
        ran = true;
      } catch (err) {
        error = err;
      } finally {
        clearInterval(heartbeat);
      }
      try {
        if (controller.signal.aborted && stopping) await release(row);
        else if (ran)
          await ours(row.id)
            .set({ state: 'done', lease_owner: '', lease_expires_at: 0, gmt_modified: clock.now() })
            .execute();
        else await fail(spec, row, messageOf(error));
      } catch (err) {
        log.error({ err, jobId: row.id }, 'could not record the end of a job');
      }
    })().finally(() => {
      running.delete(row.id);
      if (!stopping) kick();
    });
    running.set(row.id, { kind: row.kind, controller, done });
  }

  async function tick(): Promise<void> {
    for (const [kind, spec] of kinds) {
      const free = spec.concurrency - runningOf(kind);
      if (free <= 0 || stopping) continue;
      const now = clock.now();
      // Due jobs of every school, across sites on purpose. Two look-ups, each a seek in job_due_idx: one
      // query with an OR of both states read every job of the kind, some 5 ms a look with 10 000 exams
      // waiting for their deadlines (issue 33's exam load).
      const dueOf = (state: 'waiting' | 'running') =>
        db
          .selectFrom('job')
          .select(['id', 'run_after'])
          .where('kind', '=', kind)
          .where('state', '=', state)
          .$call((query) =>
            state === 'waiting' ? query.where('run_after', '<=', now) : query.where('lease_expires_at', '<', now),
          )
          .orderBy('run_after')
          .orderBy('id')
          .limit(free)
          .execute();
      const due = [...(await dueOf('waiting')), ...(await dueOf('running'))]
        .sort((a, b) => a.run_after - b.run_after || a.id - b.id)
        .slice(0, free);
      for (const { id } of due) {
        const row = await claim(kind, id);
        if (!row) continue;
        if (stopping) await release(row);
        else if (row.attempts > row.max_attempts)
          // Its earlier runs all died with their instance.
          await fail(spec, row, '任务多次中断，已停止重试');
        else launch(spec, row);
      }
    }
  }

  /** Looks for due jobs now (one look at a time; a request during a look runs another after it). */
  function kick(): void {
    if (!started || stopping) return;
    if (ticking) {
      tickAgain = true;
      return;
    }
    ticking = tick()
      .catch((err: unknown) => log.error({ err }, 'job queue look-up failed'))
      .finally(() => {
        ticking = undefined;
        if (tickAgain) {
          tickAgain = false;
          kick();
        }
      });
  }

  return {
    owner,

    define<P>(kind: string, spec: JobKind<P>): void {
      kinds.set(kind, spec);
    },

    /** Adds a job; pass the transaction of the change that asks for it, then `kick()` after commit. */
    async enqueue(
      kind: string,
      siteId: number,
      payload: unknown,
      options: { runAfter?: number; tx?: JobDb; maxAttempts?: number } = {},
    ): Promise<number> {
      const spec = kinds.get(kind);
      if (!spec) throw new Error(`unknown job kind ${kind}`);
      const now = clock.now();
      const id = newId();
      await (options.tx ?? db)
        .insertInto('job')
        .values({
          id,
          site_id: siteId,
          kind,
          payload: JSON.stringify(payload),
          state: 'waiting',
          attempts: 0,
          max_attempts: options.maxAttempts ?? spec.maxAttempts,
          last_error: '',
          run_after: options.runAfter ?? now,
          lease_owner: '',
          lease_expires_at: 0,
          gmt_create: now,
          gmt_modified: now,
        })
        .execute();
      if (!options.tx) kick();
      return id;
    },

    kick,

    start(): void {
      if (started) return;
      started = true;
      timer = setInterval(kick, pollMs);
      timer.unref();
      kick();
    },

    /** Stops looking for jobs, aborts the running ones and hands them back to the queue. */
    async stop(): Promise<void> {
      stopping = true;
      clearInterval(timer);
      await ticking;
      for (const job of running.values()) job.controller.abort(new Error('shutdown'));
      await Promise.allSettled([...running.values()].map((job) => job.done));
    },

    find: (siteId: number, id: number) =>
      db.selectFrom('job').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst(),

    async list(siteId: number, query: JobListQuery): Promise<{ rows: JobTable[]; total: number }> {
      let base = db.selectFrom('job').where('site_id', '=', siteId);
      if (query.kind) base = base.where('kind', '=', query.kind);
      if (query.state) base = base.where('state', '=', query.state);
      const [rows, count] = await Promise.all([
        base.selectAll().orderBy('id', 'desc').offset(query.offset).limit(query.limit).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },

    /** Puts a failed job back with fresh attempts; false when it is not failed. */
    async retry(siteId: number, id: number, tx?: JobDb): Promise<boolean> {
      const now = clock.now();
      const result = await (tx ?? db)
        .updateTable('job')
        .set({ state: 'waiting', attempts: 0, run_after: now, gmt_modified: now })
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .where('state', '=', 'failed')
        .executeTakeFirst();
      const retried = Number(result.numUpdatedRows) === 1;
      if (retried && !tx) kick();
      return retried;
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
