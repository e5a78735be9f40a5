import type {
  FastifyBaseLogger,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import type {} from '@fastify/multipart';
import {
  Code,
  Limits,
  Envelope,
  type ContractTable,
  type DataOf,
  type BodyOf,
  type QueryOf,
  type ParamsOf,
  type RouteContract,
  accessOf,
  type Access,
} from '@school/contracts';
import { AppError, httpStatusFor, validationMessage } from './errors.ts';

/** The envelope, the error catalogue and the binding of contract entries to handlers. */

export { accessOf, type Access };

export interface SessionUser {
  id: number;
  userType: number;
}

export interface SessionOperator {
  id: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    siteId: number;
    /** The signed-in user, when the request carries a valid user token. */
    viewer: SessionUser | null;
    operator: SessionOperator | null;
  }
  interface FastifyContextConfig {
    access?: Access;
    /** The handler reads the school from a signed token in the path (HLS), not from the site-id header. */
    siteFromToken?: boolean;
    /** Answered without a site (health, the unknown-call catch-all). */
    siteless?: boolean;
  }
}

export interface HandlerContext<R extends RouteContract> {
  siteId: number;
  body: BodyOf<R>;
  query: QueryOf<R>;
  params: ParamsOf<R>;
  /** Null for visitors. */
  viewer: SessionUser | null;
  /** The signed-in user; present on every `/auth/` call. */
  user: SessionUser;
  /** The operator; present on every `/admin/` call. */
  operator: SessionOperator;
  token: string | undefined;
  ip: string;
  /** The browser's User-Agent header ('' if none): where a payment is made (decision 0053). */
  userAgent: string;
  /** scheme://host the reader used, for links the server hands out (QR codes). */
  origin: string;
  /** The uploaded file of a multipart call (field `file`). */
  file(): Promise<UploadedPart>;
}

export interface UploadedPart {
  filename: string;
  bytes: Buffer;
}

export type Handler<R extends RouteContract> = (ctx: HandlerContext<R>) => Promise<DataOf<R>>;

/** A call that reads its request itself as it streams in (a multipart upload) instead of a parsed body. */
export interface StreamedHandler<R extends RouteContract> {
  /** The request types the call's OpenAPI entry lists. */
  consumes: string[];
  read(request: FastifyRequest): Promise<DataOf<R>>;
}

export const streamed = <R extends RouteContract>(
  consumes: string[],
  read: (request: FastifyRequest) => Promise<DataOf<R>>,
): StreamedHandler<R> => ({ consumes, read });

export type Handlers<T extends ContractTable> = { [K in keyof T]: Handler<T[K]> | StreamedHandler<T[K]> };

export const ok = <T>(data: T) => ({ code: Code.ok, msg: '成功', data });

export const tokenOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers.token;
  return typeof header === 'string' && header.length > 0 ? header : undefined;
};

/**
 * The session token of a request a browser makes by itself (a media key, a download link): the `token`
 * header, else the session cookie.
 */
export const sessionTokenOf = (request: FastifyRequest): string | undefined => {
  const prefix = `${Limits.tokenCookie}=`;
  const fromCookie = request.headers.cookie
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  return tokenOf(request) ?? (fromCookie || undefined);
};

function contextOf<R extends RouteContract>(request: FastifyRequest): HandlerContext<R> {
  return {
    siteId: request.siteId,
    body: request.body as BodyOf<R>,
    query: request.query as QueryOf<R>,
    params: request.params as ParamsOf<R>,
    viewer: request.viewer,
    get user() {
      if (!request.viewer) throw new AppError(Code.notSignedIn, '请先登录');
      return request.viewer;
    },
    get operator() {
      if (!request.operator) throw new AppError(Code.notSignedIn, '请先登录');
      return request.operator;
    },
    token: tokenOf(request),
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
    origin: `${request.protocol}://${request.host}`,
    file: () => readUpload(request),
  };
}

async function readUpload(request: FastifyRequest): Promise<UploadedPart> {
  if (!request.isMultipart()) throw new AppError(Code.badRequest, '请使用 multipart/form-data 上传文件');
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw new AppError(Code.badRequest, '参数错误：file 不能为空');
    const bytes = await part.toBuffer();
    if (part.file.truncated) throw new AppError(Code.badRequest, '文件过大');
    return { filename: part.filename, bytes };
  } catch (error) {
    // The multipart parser throws plain errors for a body it cannot read (no or mismatched boundary,
    // a truncated body, a boundary longer than the standard's 70 characters): the reader's fault.
    if (error instanceof AppError || isClientError(error)) throw error;
    request.log.info({ err: error }, 'unreadable multipart body');
    throw new AppError(Code.badRequest, '上传内容不完整或格式不正确，请重新上传');
  }
}

const isClientError = (error: unknown) => {
  const status = (error as { statusCode?: number }).statusCode;
  return status !== undefined && status >= 400 && status < 500;
};

/** Registers every entry of a contract table; the response is serialised from its schema, so unlisted fields never leak. */
export function bindRoutes<T extends ContractTable>(app: FastifyInstance, table: T, handlers: Handlers<T>): void {
  for (const name of Object.keys(table) as (keyof T & string)[]) {
    const contract = table[name]!;
    const handler = handlers[name];
    app.route({
      method: contract.method,
      url: contract.url,
      schema: {
        operationId: name,
        summary: contract.summary,
        tags: [contract.url.split('/')[1] ?? 'api'],
        ...(contract.body ? { body: contract.body } : {}),
        ...(contract.querystring ? { querystring: contract.querystring } : {}),
        ...(contract.params ? { params: contract.params } : {}),
        ...(typeof handler === 'function' ? {} : { consumes: handler.consumes }),
        response: { 200: Envelope(contract.response) },
      },
      config: { access: contract.access ?? accessOf(contract.url) },
      handler: async (request) =>
        ok(await (typeof handler === 'function' ? handler(contextOf(request)) : handler.read(request))),
    });
  }
}

const fastifyErrorMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '请求内容不是合法的 JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求内容不能为空',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求内容过大',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求格式',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求长度不正确',
  FST_REQ_FILE_TOO_LARGE: '文件过大',
  FST_FILES_LIMIT: '一次只能上传一个文件',
  FST_INVALID_MULTIPART_CONTENT_TYPE: '请使用 multipart/form-data 上传文件',
};

/**
 * Answers every `/apis/**` path no call claims, so it never reaches the website's page renderer:
 * 405 when the path exists under another method, 404 `接口不存在` otherwise. Registered last in the
 * API scope; `onRoute` has by then seen every call.
 */
export function registerUnknownCalls(api: FastifyInstance): void {
  const known: { pattern: RegExp; methods: string[] }[] = [];
  api.addHook('onRoute', (route) => {
    if (route.url.includes('*')) return;
    const source = route.url.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+');
    const methods = ([] as string[]).concat(route.method);
    const entry = known.find((item) => item.pattern.source === `^${source}$`);
    if (entry) entry.methods.push(...methods);
    else known.push({ pattern: new RegExp(`^${source}$`), methods });
  });
  api.all('/*', { schema: { hide: true }, config: { siteless: true } }, (request, reply) => {
    const path = request.url.split('?')[0]!;
    const allowed = known.filter((item) => item.pattern.test(path)).flatMap((item) => item.methods);
    if (allowed.length === 0) return sendError(reply, Code.notFound, '接口不存在');
    const methods = [...new Set(allowed.filter((method) => method !== 'HEAD'))];
    reply.header('allow', methods.join(', '));
    return sendError(reply, Code.methodNotAllowed, `请求方法不支持，请使用 ${methods.join(' 或 ')}`);
  });
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

/**
 * A request's logger that makes its child (bound to the request id) on the first line written at a
 * level the logger writes. Fastify makes that child for every request, which cost a kept video
 * segment some 3% of its CPU, though such a request writes no line unless it fails (decision 0087).
 */
class RequestLogger implements FastifyBaseLogger {
  #made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  #logger(): FastifyBaseLogger {
    return (this.#made ??= this.parent.child(this.bindings, this.options));
  }

  #write(level: Level, args: unknown[]): void {
    // The test apps' logger is Fastify's silent one, which has no isLevelEnabled: it is asked every time.
    const enabled = (this.parent as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled;
    if (!this.#made && this.options.level === undefined && enabled?.call(this.parent, level) === false) return;
    const logger = this.#logger();
    (logger[level] as (...args: unknown[]) => void).apply(logger, args);
  }

  get level() {
    return this.#made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.#logger().level = level;
  }

  fatal(...args: unknown[]) {
    this.#write('fatal', args);
  }
  error(...args: unknown[]) {
    this.#write('error', args);
  }
  warn(...args: unknown[]) {
    this.#write('warn', args);
  }
  info(...args: unknown[]) {
    this.#write('info', args);
  }
  debug(...args: unknown[]) {
    this.#write('debug', args);
  }
  trace(...args: unknown[]) {
    this.#write('trace', args);
  }
  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger().child(bindings, options);
  }
}

/**
 * For routes a player calls many times a second (HLS playlists and segments): the request's logger is
 * made only when the request logs something, errors included, with its request id as on every route.
 */
export const lazyRequestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) =>
  new RequestLogger(logger, bindings, options);

export function sendError(reply: FastifyReply, code: number, msg: string, data: unknown = null): FastifyReply {
  return reply.status(httpStatusFor(code)).send({ code, msg, data });
}

/** One error handler for the whole API: known refusals keep their code, the rest become a generic 500. */
export function handleApiError(error: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) return sendError(reply, error.code, error.message, error.data);
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) return sendError(reply, Code.badRequest, validationMessage(fastifyError.validation));
  if (fastifyError.statusCode === 429) return sendError(reply, Code.tooManyRequests, '请求过于频繁，请稍后再试');
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const msg = (fastifyError.code && fastifyErrorMessages[fastifyError.code]) ?? '请求格式不正确';
    return sendError(reply, status === 404 ? Code.notFound : Code.badRequest, msg);
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendError(reply, Code.internal, `服务器开小差了，请稍后再试（编号 ${request.id}）`);
}
