import { createHash, randomBytes } from 'node:crypto';
import { Code } from '@school/contracts';
import type { CoreTables } from '../db/core.tables.ts';
import { type Db, moduleTables, type Tx } from '../db/schema.ts';
import type { Cache } from './cache.ts';
import { AppError, sessionError } from './errors.ts';
import type { IdGenerator } from './ids.ts';
import type { Clock } from './time.ts';

/**
 * Opaque random tokens, stored hashed. Signing a user in on the web revokes that user's older web
 * session as 'replaced', so the older token answers 304 (ARCHITECTURE §2).
 */
export type SubjectKind = 'user' | 'operator';

export interface Session {
  siteId: number;
  subjectKind: SubjectKind;
  subjectId: number;
  clientType: number;
}

export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionStoreDeps {
  db: Db;
  clock: Clock;
  newId: IdGenerator;
  /** Where resolved sessions are kept (shared through Redis when it is set); without one, every call reads the table. */
  cache?: Cache;
}

/**
 * A resolved session is kept for a few minutes under its subject's generation, a number moved on
 * whenever any of that subject's sessions is revoked (sign-out, a sign-in replacing it, a password
 * change, a disabled account): a kept session of an older generation is read again from the table.
 * A revocation may still be uncommitted when the generation moves (it runs in the caller's
 * transaction), so for a while after a move nothing of that subject is kept: a read in between may
 * have seen the row as it was.
 */
const KEEP_SECONDS = 300;
const GENERATION_TTL_SECONDS = 24 * 3600;
const SETTLE_MS = 5000;

interface FoundSession extends Session {
  expiresAt: number;
}

interface KeptSession extends FoundSession {
  generation: number;
}

export function createSessionStore({ db: database, clock, newId, cache }: SessionStoreDeps) {
  const { db, on } = moduleTables<CoreTables>(database);
  const keptKey = (siteId: number, hash: string) => `session:${siteId}:${hash}`;
  const generationKey = (siteId: number, kind: string, subjectId: number) =>
    `session-generation:${siteId}:${kind}:${subjectId}`;

  /** The subject's generation; a lost one starts afresh, which makes every kept session of the subject stale. */
  async function generationOf(cache: Cache, siteId: number, kind: string, subjectId: number): Promise<number> {
    const key = generationKey(siteId, kind, subjectId);
    const current = await cache.get<number>(key);
    if (current !== undefined) return current;
    const fresh = clock.now();
    await cache.set(key, fresh, GENERATION_TTL_SECONDS);
    return fresh;
  }

  async function moveGeneration(siteId: number, kind: string, subjectId: number): Promise<void> {
    if (!cache) return;
    const key = generationKey(siteId, kind, subjectId);
    const current = (await cache.get<number>(key)) ?? 0;
    await cache.set(key, Math.max(clock.now(), current + 1), GENERATION_TTL_SECONDS);
  }

  /** The kept session of a token, if its subject's generation has not moved since. */
  async function keptSession(siteId: number, hash: string): Promise<FoundSession | undefined> {
    if (!cache) return undefined;
    const kept = await cache.get<KeptSession>(keptKey(siteId, hash));
    if (!kept) return undefined;
    const generation = await generationOf(cache, siteId, kept.subjectKind, kept.subjectId);
    return generation === kept.generation ? kept : undefined;
  }

  async function keep(hash: string, session: Session, expiresAt: number): Promise<void> {
    if (!cache) return;
    const generation = await generationOf(cache, session.siteId, session.subjectKind, session.subjectId);
    if (clock.now() - generation < SETTLE_MS) return;
    await cache.set(keptKey(session.siteId, hash), { ...session, expiresAt, generation }, KEEP_SECONDS);
  }

  /** The session row of a token, unless revoked (then the code that says why). */
  async function readSession(siteId: number, hash: string): Promise<FoundSession | AppError> {
    const row = await db
      .selectFrom('session')
      .select(['site_id', 'subject_kind', 'subject_id', 'client_type', 'expires_at', 'revoke_reason'])
      .where('site_id', '=', siteId)
      .where('token_hash', '=', hash)
      .executeTakeFirst();
    if (!row) return sessionError(Code.sessionInvalid);
    if (row.revoke_reason === 'replaced') return sessionError(Code.signedInElsewhere);
    if (row.revoke_reason) return sessionError(Code.sessionInvalid);
    const session: Session = {
      siteId: row.site_id,
      subjectKind: row.subject_kind as SubjectKind,
      subjectId: row.subject_id,
      clientType: row.client_type,
    };
    await keep(hash, session, row.expires_at);
    return { ...session, expiresAt: row.expires_at };
  }

  return {
    /** Starts a session and returns its token. Pass a transaction so the sign-in and the session land together. */
    async start(session: Session, options: { single: boolean; tx?: Tx }): Promise<string> {
      const exec = on(options.tx);
      const now = clock.now();
      if (options.single) {
        await exec
          .updateTable('session')
          .set({ revoked_at: now, revoke_reason: 'replaced' })
          .where('site_id', '=', session.siteId)
          .where('subject_kind', '=', session.subjectKind)
          .where('subject_id', '=', session.subjectId)
          .where('client_type', '=', session.clientType)
          .where('revoked_at', 'is', null)
          .execute();
        await moveGeneration(session.siteId, session.subjectKind, session.subjectId);
      }
      const token = randomBytes(32).toString('base64url');
      await exec
        .insertInto('session')
        .values({
          id: newId(),
          site_id: session.siteId,
          token_hash: hashToken(token),
          subject_kind: session.subjectKind,
          subject_id: session.subjectId,
          client_type: session.clientType,
          expires_at: now + SESSION_TTL_MS,
          revoked_at: null,
          revoke_reason: null,
          gmt_create: now,
        })
        .execute();
      return token;
    },

    /** Resolves a token to its session or throws the session code (301–304) that explains why not. */
    async resolve(siteId: number, token: string | undefined, kind: SubjectKind): Promise<Session> {
      if (!token) throw sessionError(Code.notSignedIn);
      if (token.length > 200) throw sessionError(Code.sessionInvalid);
      const hash = hashToken(token);
      const found = (await keptSession(siteId, hash)) ?? (await readSession(siteId, hash));
      if (found instanceof AppError) throw found;
      if (found.subjectKind !== kind) throw sessionError(Code.sessionInvalid);
      if (found.expiresAt <= clock.now()) throw sessionError(Code.sessionExpired);
      return {
        siteId: found.siteId,
        subjectKind: found.subjectKind,
        subjectId: found.subjectId,
        clientType: found.clientType,
      };
    },

    async revoke(siteId: number, token: string, reason = 'exit'): Promise<void> {
      const revoked = await db
        .updateTable('session')
        .set({ revoked_at: clock.now(), revoke_reason: reason })
        .where('site_id', '=', siteId)
        .where('token_hash', '=', hashToken(token))
        .where('revoked_at', 'is', null)
        .returning(['subject_kind', 'subject_id'])
        .execute();
      for (const row of revoked) await moveGeneration(siteId, row.subject_kind, row.subject_id);
    },

    /** Ends every session of a subject, e.g. when an account is disabled. */
    async revokeAll(siteId: number, kind: SubjectKind, subjectId: number, tx?: Tx): Promise<void> {
      await on(tx)
        .updateTable('session')
        .set({ revoked_at: clock.now(), revoke_reason: 'exit' })
        .where('site_id', '=', siteId)
        .where('subject_kind', '=', kind)
        .where('subject_id', '=', subjectId)
        .where('revoked_at', 'is', null)
        .execute();
      await moveGeneration(siteId, kind, subjectId);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export const disabledAccount = () => new AppError(Code.sessionInvalid, '账号已被停用，请联系管理员');
