import {
  Code,
  isSessionCode,
  isSuccessCode,
  Limits,
  type BodyOf,
  type DataOf,
  type Method,
  type ParamsOf,
  type QueryOf,
  type RouteContract,
} from '@school/contracts';

/**
 * The one request layer (SPEC §8) of the learner site and the operator console. A call names a
 * contract entry of `@school/contracts`: `api.request(courseContracts.listCourses, { pageCurrent: 1 })`.
 * Method, URL, path parameters and query come from the entry; the input and the reply are typed by
 * it. The same rules run in loaders (transport: the server's in-process `callApi`) and in the
 * browser (transport: fetch to /apis); only the hooks differ (`server-api.ts`, `browser-api.ts`).
 */

export { isSessionCode, isSuccessCode };

export interface ApiReply<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

type Part<T> = T extends undefined ? unknown : T;
/** What a call takes: a multipart call its FormData; others the body, query and path fields in one object. */
export type InputOf<R extends RouteContract> = R['multipart'] extends true
  ? FormData
  : Part<BodyOf<R>> & Part<QueryOf<R>> & Part<ParamsOf<R>>;

export interface CallOptions {
  /** false: no error toast, the reply is returned instead of rejected. */
  isShowErrTip?: boolean;
  /** The reply is handed back untouched, whatever its code. */
  _No_dispose?: boolean;
  /** A detail page read by a signed-in reader: 300–399 signs out quietly and returns the reply. */
  isDetailCall?: boolean;
}

/** The input is optional when every field of it is. */
export type CallArgs<R extends RouteContract, O = CallOptions> = R['multipart'] extends true
  ? [input: FormData, options?: O]
  : unknown extends InputOf<R>
    ? [input?: Record<string, never>, options?: O]
    : object extends InputOf<R>
      ? [input?: InputOf<R>, options?: O]
      : [input: InputOf<R>, options?: O];

export interface TransportCall {
  /** The contract entry being called (test fakes answer by it). */
  route: RouteContract;
  method: Method;
  /** Relative to /apis, path parameters filled in. */
  url: string;
  body?: unknown;
  query?: Record<string, string>;
  token?: string;
  timeoutMs: number;
  signal: AbortSignal;
}

export type Transport = (call: TransportCall) => Promise<ApiReply>;

export interface RequestHooks {
  transport: Transport;
  getToken(): string | undefined;
  /** Shows an error message to the reader (a no-op on the server). */
  toast(msg: string): void;
  /**
   * Session invalid (300–399, or 999 on the server): forget the session and go to sign-in
   * (the site: /login?t=login with the return address saved; the console: /admin/login). On the
   * server this throws a redirect. `token` is the one the call was made with.
   */
  onSessionInvalid(reply: ApiReply, token: string | undefined): void;
  /** A detail call by a signed-in reader met 300–399: clear user and token. */
  onSessionCleared(): void;
  isServer: boolean;
  /** +1 when a call starts, -1 when it ends (drives the loading flag). */
  onActivity?(delta: 1 | -1): void;
  now?(): number;
}

export class ApiError extends Error {
  readonly code: number;
  readonly reply: ApiReply;
  constructor(reply: ApiReply) {
    super(reply.msg || `请求失败（${reply.code}）`);
    this.name = 'ApiError';
    this.code = reply.code;
    this.reply = reply;
  }
}

export class RequestTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super('请求超时，请稍后重试');
    this.name = 'RequestTimeoutError';
  }
}

/** The message to show for anything a call rejected with. */
export const errorMessage = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : '操作失败，请稍后重试';

/**
 * What a caller still has to show after a call failed: nothing for a refusal the layer already
 * toasted (or a dead session it is already leaving), the message otherwise (network, timeout).
 */
export const messageToShow = (error: unknown): string | undefined =>
  error instanceof ApiError ? undefined : errorMessage(error);

/** Shows `messageToShow(error)` with antd's message, if there is anything left to show. */
export function showUnlessShown(message: { error(text: string): unknown }, error: unknown): void {
  const shown = messageToShow(error);
  if (shown) void message.error(shown);
}

export function timeoutFor(body: unknown): number {
  return typeof FormData !== 'undefined' && body instanceof FormData ? Limits.uploadTimeoutMs : Limits.requestTimeoutMs;
}

const fieldsOf = (schema: unknown): string[] =>
  schema && typeof schema === 'object' && 'properties' in schema && schema.properties
    ? Object.keys(schema.properties)
    : [];

/** Splits a call's input into the URL (path parameters filled in), the query and the body, as the entry says. */
export function describeCall(
  route: RouteContract,
  input: unknown,
): Pick<TransportCall, 'method' | 'url' | 'body' | 'query'> {
  if (route.multipart) return { method: route.method, url: route.url, body: input };
  const rest: Record<string, unknown> = { ...(input as Record<string, unknown> | undefined) };
  let url = route.url;
  for (const name of fieldsOf(route.params)) {
    url = url.replace(`:${name}`, encodeURIComponent(String(rest[name] ?? '')));
    delete rest[name];
  }
  let query: Record<string, string> | undefined;
  for (const name of fieldsOf(route.querystring)) {
    if (rest[name] !== undefined) (query ??= {})[name] = String(rest[name]);
    delete rest[name];
  }
  const body = route.body && route.method !== 'GET' ? rest : undefined;
  return { method: route.method, url, body, query };
}

/** Shows a message unless the same one was shown less than `windowMs` ago. */
export function createToastDeduper(
  show: (msg: string) => void,
  now: () => number = Date.now,
  windowMs: number = Limits.errorToastDedupeMs,
) {
  let lastMsg: string | undefined;
  let lastAt = 0;
  return (msg: string) => {
    const at = now();
    if (msg === lastMsg && at - lastAt < windowMs) return;
    lastMsg = msg;
    lastAt = at;
    show(msg);
  };
}

export interface Requester {
  /** Resolves with the envelope; rejects with ApiError on a business error (after a toast). */
  request<R extends RouteContract>(route: R, ...args: CallArgs<R>): Promise<ApiReply<DataOf<R>>>;
  /** `request`, resolved with the reply's data. */
  call<R extends RouteContract>(route: R, ...args: CallArgs<R, never>): Promise<DataOf<R>>;
  /** Store reads: resolves with data only when code is 200, otherwise rejects with the server msg (no toast). */
  storeRequest<R extends RouteContract>(route: R, ...args: CallArgs<R, never>): Promise<DataOf<R>>;
}

export function createRequester(hooks: RequestHooks): Requester {
  const toast = createToastDeduper((msg) => hooks.toast(msg), hooks.now ?? Date.now);

  async function send(route: RouteContract, input: unknown, token: string | undefined): Promise<ApiReply> {
    const parts = describeCall(route, input);
    const timeoutMs = timeoutFor(parts.body);
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new RequestTimeoutError(timeoutMs));
      }, timeoutMs);
    });
    hooks.onActivity?.(1);
    try {
      return await Promise.race([
        hooks.transport({ route, ...parts, token, timeoutMs, signal: controller.signal }),
        timeout,
      ]);
    } finally {
      clearTimeout(timer);
      hooks.onActivity?.(-1);
    }
  }

  async function dispose(route: RouteContract, input: unknown, options: CallOptions = {}): Promise<ApiReply> {
    const token = hooks.getToken();
    const reply = await send(route, input, token);
    if (options._No_dispose) return reply;
    if (isSuccessCode(reply.code)) return reply;

    if (isSessionCode(reply.code)) {
      if (options.isDetailCall && token) {
        hooks.onSessionCleared();
        return reply;
      }
      hooks.onSessionInvalid(reply, token);
      throw new ApiError(reply);
    }
    if (reply.code === Code.refused && hooks.isServer) {
      hooks.onSessionInvalid(reply, token);
      throw new ApiError(reply);
    }

    if (options.isShowErrTip === false) return reply;
    if (reply.msg) toast(reply.msg);
    throw new ApiError(reply);
  }

  return {
    request: (route, ...[input, options]) => dispose(route, input, options) as Promise<ApiReply<DataOf<typeof route>>>,
    call: async (route, ...[input]) => (await dispose(route, input)).data as DataOf<typeof route>,
    storeRequest: async (route, ...[input]) => {
      const reply = await dispose(route, input, { _No_dispose: true });
      if (reply.code !== Code.ok) throw new ApiError(reply);
      return reply.data as DataOf<typeof route>;
    },
  };
}

/** Where to go after signing in: a path of this site; anything else, or one containing /login, becomes '/'. */
export function resolveReturnAddress(saved: string | null | undefined): string {
  if (!saved || saved.includes('/login') || !isSitePath(saved)) return '/';
  return saved;
}

/** `/course/7`, not `//host/…`, `/\host` or `https://…`: browsers read the latter as other sites. */
const isSitePath = (address: string) => address.startsWith('/') && !/^\/[/\\]/.test(address);

/** Whether the current address may be saved as the return address. */
export const canSaveReturnAddress = (address: string) => !address.includes('/login');
