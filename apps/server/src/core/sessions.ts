import { createHash, randomBytes } from 'node:crypto';
import { Code } from '@school/contracts';
import type { CoreTables } from '../db/core.tables.ts';
import { type Db, moduleTables, type Tx } from '../db/schema.ts';
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
}

export function createSessionStore({ db: database, clock, newId }: SessionStoreDeps) {
  const { db, on } = moduleTables<CoreTables>(database);
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
      const row = await db
        .selectFrom('session')
        .select(['site_id', 'subject_kind', 'subject_id', 'client_type', 'expires_at', 'revoke_reason'])
        .where('site_id', '=', siteId)
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirst();
      if (!row || row.subject_kind !== kind) throw sessionError(Code.sessionInvalid);
      if (row.revoke_reason === 'replaced') throw sessionError(Code.signedInElsewhere);
      if (row.revoke_reason) throw sessionError(Code.sessionInvalid);
      if (row.expires_at <= clock.now()) throw sessionError(Code.sessionExpired);
      return {
        siteId: row.site_id,
        subjectKind: row.subject_kind as SubjectKind,
        subjectId: row.subject_id,
        clientType: row.client_type,
      };
    },

    async revoke(siteId: number, token: string, reason = 'exit'): Promise<void> {
      await db
        .updateTable('session')
        .set({ revoked_at: clock.now(), revoke_reason: reason })
        .where('site_id', '=', siteId)
        .where('token_hash', '=', hashToken(token))
        .where('revoked_at', 'is', null)
        .execute();
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
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export const disabledAccount = () => new AppError(Code.sessionInvalid, '账号已被停用，请联系管理员');
