import {
  ERROR_TOAST_DEDUPE_MS,
  REFUSED_CODE,
  REQUEST_TIMEOUT_MS,
  SESSION_INVALID_MAX,
  SESSION_INVALID_MIN,
  STORE_SUCCESS_CODE,
  SUCCESS_CODES,
  UPLOAD_TIMEOUT_MS,
} from './constants';

/**
 * The one request layer (SPEC §8). The same rules run in loaders on the server (transport: the
 * server's in-process `callApi`) and in the browser (transport: fetch to /apis); only the hooks differ.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiReply<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export interface RequestOptions {
  /** POST unless SPEC §7 names another method. */
  method?: Method;
  /** Relative to /apis, e.g. '/system/api/website/info/view'. */
  url: string;
  body?: unknown;
  query?: Record<string, string>;
  /** false: no error toast, the reply is returned instead of rejected. */
  isShowErrTip?: boolean;
  /** The reply is handed back untouched, whatever its code. */
  _No_dispose?: boolean;
  /** A detail page read by a signed-in reader: 300–400 signs out quietly and returns the reply. */
  isDetailCall?: boolean;
}

export interface TransportCall {
  method: Method;
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
   * Session invalid (300–400, or 999 on the server): save the return address, sign out, go to
   * /login?t=login. On the server this throws a redirect.
   */
  onSessionInvalid(reply: ApiReply): void;
  /** A detail call by a signed-in reader met 300–400: clear user and token. */
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

export const isSuccessCode = (code: number) => (SUCCESS_CODES as readonly number[]).includes(code);
export const isSessionInvalidCode = (code: number) => code >= SESSION_INVALID_MIN && code <= SESSION_INVALID_MAX;

export function timeoutFor(body: unknown): number {
  return typeof FormData !== 'undefined' && body instanceof FormData ? UPLOAD_TIMEOUT_MS : REQUEST_TIMEOUT_MS;
}

/** Shows a message unless the same one was shown less than `windowMs` ago. */
export function createToastDeduper(
  show: (msg: string) => void,
  now: () => number = Date.now,
  windowMs = ERROR_TOAST_DEDUPE_MS,
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
  request<T = unknown>(options: RequestOptions): Promise<ApiReply<T>>;
  /** Store calls: resolves with data only when code is 200, otherwise rejects with the server msg. */
  storeRequest<T = unknown>(options: RequestOptions): Promise<T>;
}

export function createRequester(hooks: RequestHooks): Requester {
  const toast = createToastDeduper((msg) => hooks.toast(msg), hooks.now ?? Date.now);

  async function send(options: RequestOptions, token: string | undefined): Promise<ApiReply> {
    const timeoutMs = timeoutFor(options.body);
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
      const call: TransportCall = {
        method: options.method ?? 'POST',
        url: options.url,
        body: options.body,
        query: options.query,
        token,
        timeoutMs,
        signal: controller.signal,
      };
      return await Promise.race([hooks.transport(call), timeout]);
    } finally {
      clearTimeout(timer);
      hooks.onActivity?.(-1);
    }
  }

  async function request<T>(options: RequestOptions): Promise<ApiReply<T>> {
    const token = hooks.getToken();
    const reply = await send(options, token);
    if (options._No_dispose) return reply as ApiReply<T>;
    if (isSuccessCode(reply.code)) return reply as ApiReply<T>;

    if (isSessionInvalidCode(reply.code)) {
      if (options.isDetailCall && token) {
        hooks.onSessionCleared();
        return reply as ApiReply<T>;
      }
      hooks.onSessionInvalid(reply);
      throw new ApiError(reply);
    }
    if (reply.code === REFUSED_CODE && hooks.isServer) {
      hooks.onSessionInvalid(reply);
      throw new ApiError(reply);
    }

    if (options.isShowErrTip === false) return reply as ApiReply<T>;
    if (reply.msg) toast(reply.msg);
    throw new ApiError(reply);
  }

  async function storeRequest<T>(options: RequestOptions): Promise<T> {
    const reply = await request<T>({ ...options, _No_dispose: true });
    if (reply.code !== STORE_SUCCESS_CODE) throw new ApiError(reply);
    return reply.data;
  }

  return { request, storeRequest };
}

/** Where to go after signing in: a saved address containing /login becomes '/'. */
export function resolveReturnAddress(saved: string | null | undefined): string {
  if (!saved || saved.includes('/login')) return '/';
  return saved;
}

/** Whether the current address may be saved as the return address. */
export const canSaveReturnAddress = (address: string) => !address.includes('/login');
