import type { BodyOf, DataOf, ParamsOf, QueryOf, RouteContract } from '@school/contracts';
import type { FastifyInstance } from 'fastify';

import { DEMO_SITE_ID, demoUsers } from '../db/seed/demo-accounts.ts';
import { OTHER_SITE_ID } from './seeded-template.ts';
import type { CallResult, TestApp } from './test-app.ts';
import { apiUrl } from '@school/contracts';

/**
 * Server tests call the API by contract entry, as the web does (`api.call(entry, input)`):
 *
 *   const res = await t.call(marketingContracts.followCounsel, { id, followRemark: '已回电' }, { as: 'operator' });
 *   res.data.followStatus; // typed by the entry's response
 *
 * The input is typed by the entry's body, query and path fields in one object (a multipart entry takes
 * a built form, `{ payload, contentType }`); the reply is `{ status, code, msg, data, raw }` with `data`
 * typed by the entry's response. A test that sends a wrong input on purpose wraps it in `malformed()`.
 * Files go up through `uploadAs` (modules/upload/upload-fixtures.ts), which builds the form.
 *
 * `as` says who calls (a visitor when left out):
 * - 'learner' and 'teacher': the demo school's learner (13800000001) and lecturer (13800000002);
 * - { user: mobile, siteId? }: that user of the demo school (or of siteId);
 * - 'operator': the demo school's operator; 'otherOperator': the second school's operator on the
 *   second school; 'otherSchoolUser': the learner's namesake of the second school on the second school;
 * - { token, siteId? }: a session the test holds itself (signing out, expiring, a made-up token).
 * A user's session is started once per caller and kept. Starting one replaces the user's earlier
 * session, so a test that also holds that user's own token (from `t.tokenFor`) calls with `{ token }`.
 * `site` sends another school's header (`null`: none), `ip` the caller's address.
 *
 * Addresses that are not contract entries (served files, downloads, pages) go through `t.app.inject`.
 */

export type Caller =
  | 'visitor'
  | 'learner'
  | 'teacher'
  | 'operator'
  | 'otherOperator'
  | 'otherSchoolUser'
  | { user: string; siteId?: number }
  | { token: string; siteId?: number };

export interface ContractCallOptions {
  as?: Caller;
  /** The school header, when it is not the caller's school; null sends none. */
  site?: number | string | null;
  ip?: string;
  headers?: Record<string, string>;
}

/** A multipart/form-data body, as the upload fixtures build it. */
export interface MultipartForm {
  payload: Buffer;
  contentType: string;
}

type Part<T> = T extends undefined ? unknown : T;
export type ContractInput<R extends RouteContract> = R['multipart'] extends true
  ? MultipartForm
  : Part<BodyOf<R>> & Part<QueryOf<R>> & Part<ParamsOf<R>>;

/** The input may be left out when the entry takes none or every field of it is optional. */
type CallArgs<R extends RouteContract> = R['multipart'] extends true
  ? [input: MultipartForm, options?: ContractCallOptions]
  : unknown extends ContractInput<R>
    ? [input?: Record<string, never>, options?: ContractCallOptions]
    : object extends ContractInput<R>
      ? [input?: ContractInput<R>, options?: ContractCallOptions]
      : [input: ContractInput<R>, options?: ContractCallOptions];

export type ContractCall = <R extends RouteContract>(
  contract: R,
  ...args: CallArgs<R>
) => Promise<CallResult<DataOf<R>>>;

/** An input that breaks the entry's schema on purpose (a test of the refusal); a string is sent as raw JSON text. */
export const malformed = (input: unknown) => input as never;

const fieldsOf = (schema: unknown): string[] =>
  schema && typeof schema === 'object' && 'properties' in schema && schema.properties
    ? Object.keys(schema.properties)
    : [];

const isForm = (input: unknown): input is MultipartForm =>
  typeof input === 'object' && input !== null && Buffer.isBuffer((input as MultipartForm).payload);

/** What a call needs of an entry: its method and path, and where its input fields go. */
type EntryAddress = Pick<RouteContract, 'method' | 'url'> &
  Partial<Pick<RouteContract, 'params' | 'querystring' | 'body'>>;

/** Splits an input into the URL (path fields filled in, query appended) and the body, as the entry says. */
function splitInput(contract: EntryAddress, input: unknown): { url: string; body: unknown } {
  if (input === undefined || typeof input === 'string' || isForm(input)) return { url: contract.url, body: input };
  const rest: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  let url = contract.url;
  for (const name of fieldsOf(contract.params)) {
    url = url.replace(`:${name}`, encodeURIComponent(String(rest[name] ?? '')));
    delete rest[name];
  }
  const query = new URLSearchParams();
  for (const name of fieldsOf(contract.querystring)) {
    if (rest[name] !== undefined) query.set(name, String(rest[name]));
    delete rest[name];
  }
  if (query.size > 0) url += `?${query}`;
  const hasBody = contract.method !== 'GET' && (contract.body !== undefined || Object.keys(rest).length > 0);
  return { url, body: hasBody ? rest : undefined };
}

/** `call(contract, input, { as })` bound to one test app (`t.call`); the sessions it starts are kept per app. */
export function caller(t: TestApp): ContractCall {
  const userTokens = new Map<string, Promise<string>>();
  const userToken = (mobile: string, siteId: number) => {
    const key = `${siteId}:${mobile}`;
    let token = userTokens.get(key);
    if (!token) {
      token = t.tokenFor(mobile, siteId);
      userTokens.set(key, token);
    }
    return token;
  };

  async function session(as: Caller): Promise<{ token?: string; siteId: number }> {
    if (as === 'visitor') return { siteId: DEMO_SITE_ID };
    if (as === 'learner') return { token: await userToken(demoUsers[0].mobile, DEMO_SITE_ID), siteId: DEMO_SITE_ID };
    if (as === 'teacher') return { token: await userToken(demoUsers[1].mobile, DEMO_SITE_ID), siteId: DEMO_SITE_ID };
    if (as === 'operator') return { token: await t.operatorToken(DEMO_SITE_ID), siteId: DEMO_SITE_ID };
    if (as === 'otherOperator') return { token: await t.operatorToken(OTHER_SITE_ID), siteId: OTHER_SITE_ID };
    if (as === 'otherSchoolUser')
      return { token: await userToken(demoUsers[0].mobile, OTHER_SITE_ID), siteId: OTHER_SITE_ID };
    const siteId = as.siteId ?? DEMO_SITE_ID;
    if ('user' in as) return { token: await userToken(as.user, siteId), siteId };
    return { token: as.token, siteId };
  }

  return async (contract, ...[input, options = {}]) => {
    const { token, siteId } = await session(options.as ?? 'visitor');
    const site = options.site === undefined ? siteId : options.site;
    return send(t.app, contract, input, { ...options, site, ...(token ? { token } : {}) });
  };
}

/** One call of an entry on an app, with a session token the caller already holds (test-app's own set-up calls). */
export async function send<R extends RouteContract>(
  app: FastifyInstance,
  contract: R,
  input: unknown,
  options: { token?: string; site: number | string | null; ip?: string; headers?: Record<string, string> },
): Promise<CallResult<DataOf<R>>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.site !== null) headers['site-id'] = String(options.site);
  if (options.token) headers.token = options.token;
  const { url, body } = splitInput(contract, input);
  if (isForm(body)) headers['content-type'] = body.contentType;
  else if (typeof body === 'string') headers['content-type'] = 'application/json';
  const response = await app.inject({
    method: contract.method,
    url: apiUrl(url),
    headers,
    ...(options.ip ? { remoteAddress: options.ip } : {}),
    ...(body === undefined ? {} : { payload: isForm(body) ? body.payload : (body as string | object) }),
  });
  const parsed = JSON.parse(response.body) as { code: number; msg: string; data: never };
  return { status: response.statusCode, code: parsed.code, msg: parsed.msg, data: parsed.data, raw: response.body };
}
