import { Limits, type BodyOf, type DataOf, type Envelope, type RouteContract } from '@school/contracts';

/**
 * The operator console's own API client.
 *
 * Operators are separate accounts from learners: their token lives under its own key
 * (`RC_ADMIN_TOKEN`) and an invalid session sends them to /admin/login, never to the
 * learners' /login. Every call goes to `/apis` + the contract url with the `site-id` and
 * `token` headers and unwraps the `{ code, msg, data }` envelope.
 */

export const ADMIN_TOKEN_KEY = 'RC_ADMIN_TOKEN';
export const ADMIN_LOGIN_PATH = '/admin/login';
export const DEFAULT_SITE_ID = 11;

/** An error reply from the server (or a transport failure); `message` is the Chinese text to show. */
export class AdminApiError extends Error {
  readonly code: number;
  /** The envelope's data, e.g. `{ needCaptcha: 1 }` on a refused sign-in. */
  readonly data: unknown;
  constructor(code: number, message: string, data: unknown = null) {
    super(message);
    this.name = 'AdminApiError';
    this.code = code;
    this.data = data;
  }
}

/**
 * Codes 300–399 mean the operator's session is not valid (301 expired, 302 invalid, 303 not
 * signed in, 304 signed in elsewhere). 400 is "bad input" on this server and must stay on the
 * form, so it is deliberately not part of the band.
 */
export const isSessionInvalid = (code: number): boolean => code >= 300 && code < 400;

// ---- token -------------------------------------------------------------------------------

const storage = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
};

export const getAdminToken = (): string => storage()?.getItem(ADMIN_TOKEN_KEY) ?? '';
export const setAdminToken = (token: string): void => storage()?.setItem(ADMIN_TOKEN_KEY, token);
export const clearAdminToken = (): void => storage()?.removeItem(ADMIN_TOKEN_KEY);

// ---- site id -----------------------------------------------------------------------------

let siteId: number = DEFAULT_SITE_ID;
/** The console layout calls this with the site id the shell's root loader exposes (if any). */
export const setAdminSiteId = (id: unknown): void => {
  const n = typeof id === 'string' ? Number(id) : id;
  if (typeof n === 'number' && Number.isInteger(n) && n > 0) siteId = n;
};
export const getAdminSiteId = (): number => siteId;

// ---- session expiry ----------------------------------------------------------------------

type SessionInvalidHandler = () => void;
const defaultSessionInvalidHandler: SessionInvalidHandler = () => {
  if (typeof window === 'undefined') return;
  if (window.location.pathname.startsWith(ADMIN_LOGIN_PATH)) return;
  window.location.assign(ADMIN_LOGIN_PATH);
};
let onSessionInvalid: SessionInvalidHandler = defaultSessionInvalidHandler;
/** Lets the console route through the router instead of a full page load. Returns an undo. */
export const setSessionInvalidHandler = (handler: SessionInvalidHandler): (() => void) => {
  onSessionInvalid = handler;
  return () => {
    if (onSessionInvalid === handler) onSessionInvalid = defaultSessionInvalidHandler;
  };
};

// ---- requests ----------------------------------------------------------------------------

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface AdminRequestOptions {
  /** false: on an invalid session only clear the token (the caller redirects itself). */
  redirectOnSessionInvalid?: boolean;
}

/** One call: returns `data` on code 200, otherwise throws an AdminApiError with the server's msg. */
export function adminRequest<T>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options: AdminRequestOptions = {},
): Promise<T> {
  return send<T>(
    url,
    {
      method,
      headers: { 'content-type': 'application/json' },
      body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
    },
    Limits.requestTimeoutMs,
    options,
  );
}

/** Uploads one file as multipart field `file`; form-data uploads get the long timeout of SPEC §8. */
export function adminUpload<T>(url: string, file: Blob, filename: string): Promise<T> {
  const form = new FormData();
  form.append('file', file, filename);
  return send<T>(url, { method: 'POST', body: form }, Limits.uploadTimeoutMs, {});
}

async function send<T>(
  url: string,
  init: { method: HttpMethod; headers?: Record<string, string>; body?: BodyInit },
  timeoutMs: number,
  options: AdminRequestOptions,
): Promise<T> {
  const headers: Record<string, string> = { ...init.headers, 'site-id': String(getAdminSiteId()) };
  const token = getAdminToken();
  if (token) headers.token = token;

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await fetch('/apis' + url, { method: init.method, headers, body: init.body, signal: controller.signal });
  } catch (err) {
    const aborted = (err as { name?: string } | null)?.name === 'AbortError';
    throw new AdminApiError(0, aborted ? '请求超时，请稍后重试' : '网络异常，请检查网络后重试');
  } finally {
    clearTimeout(timer);
  }

  let envelope: Envelope<T>;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    throw new AdminApiError(response.status || 500, `服务器异常（HTTP ${response.status}）`);
  }
  if (!envelope || typeof envelope.code !== 'number') {
    throw new AdminApiError(response.status || 500, `服务器异常（HTTP ${response.status}）`);
  }
  if (envelope.code === 200) return envelope.data;

  const message = envelope.msg || '操作失败';
  if (isSessionInvalid(envelope.code)) {
    clearAdminToken();
    if (options.redirectOnSessionInvalid !== false) onSessionInvalid();
  }
  throw new AdminApiError(envelope.code, message, envelope.data);
}

type BodyArgs<R extends RouteContract> = BodyOf<R> extends undefined ? [] : [body: BodyOf<R>];

/** Calls one contract entry, typed from the contract: `callAdmin(systemContracts.saveNavBar, body)`. */
export function callAdmin<R extends RouteContract>(route: R, ...args: BodyArgs<R>): Promise<DataOf<R>> {
  return adminRequest<DataOf<R>>(route.method, route.url, args[0]);
}

/** The message to show for any thrown value. */
export const errorMessage = (err: unknown): string =>
  err instanceof Error && err.message ? err.message : '操作失败，请稍后重试';
