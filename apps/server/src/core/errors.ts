import { Code, patternMessages, type RetryAfter, tooOftenMessage } from '@school/contracts';

/** A refusal the client should see: a code of the catalogue (SPEC §8, ARCHITECTURE §4) and a Chinese message. */
export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** Sent as the envelope's data, e.g. `{ needCaptcha: 1 }`; null otherwise. */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (msg: string) => new AppError(Code.badRequest, msg);
export const forbidden = (msg = '没有权限进行此操作') => new AppError(Code.forbidden, msg);
export const notFound = (msg = '数据不存在或已被删除') => new AppError(Code.notFound, msg);
export const wrongState = (msg: string) => new AppError(Code.wrongState, msg);
export const refused = (msg: string) => new AppError(Code.refused, msg);
/** A rate-limit refusal: 429 with the wait, in whole seconds, in its words and in `data.retryAfter`. */
export const tooOften = (waitMs: number, reason?: string, data: object = {}) => {
  const retryAfter = Math.max(1, Math.ceil(waitMs / 1000));
  return new AppError(Code.tooManyRequests, tooOftenMessage(retryAfter, reason), {
    ...data,
    retryAfter,
  } satisfies RetryAfter);
};

export const sessionMessages = {
  [Code.sessionExpired]: '登录已过期，请重新登录',
  [Code.sessionInvalid]: '登录信息无效，请重新登录',
  [Code.notSignedIn]: '请先登录',
  [Code.signedInElsewhere]: '您的账号已在其他地方登录！',
} as const;

export const sessionError = (code: keyof typeof sessionMessages) => new AppError(code, sessionMessages[code]);

/** The HTTP status mirrors the class of the envelope code so proxies and logs see errors. */
export function httpStatusFor(code: number): number {
  if (code === Code.ok || code === 1) return 200;
  if (code >= 300 && code <= 400 && code !== Code.badRequest) return 401;
  if (code === Code.refused) return 422;
  if (code >= 400 && code < 600) return code;
  return 500;
}

interface AjvLikeError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

const fieldOf = (error: AjvLikeError): string => {
  const fromPath = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? `[${part}]` : part))
    .join('.')
    .replace(/\.\[/g, '[');
  if (error.keyword === 'required') return [fromPath, String(error.params.missingProperty)].filter(Boolean).join('.');
  if (error.keyword === 'additionalProperties') return String(error.params.additionalProperty);
  return fromPath || '请求参数';
};

const typeNames: Record<string, string> = {
  string: '文本',
  integer: '整数',
  number: '数字',
  boolean: '布尔值',
  object: '对象',
  array: '列表',
  null: '空值',
};

/** Turns the first schema violation into a short Chinese message naming the field. */
export function validationMessage(errors: readonly AjvLikeError[]): string {
  const error = errors[0];
  if (!error) return '参数错误';
  const field = fieldOf(error);
  const p = error.params;
  switch (error.keyword) {
    case 'required':
      return `参数错误：${field} 不能为空`;
    case 'type':
      return `参数错误：${field} 应为${typeNames[String(p.type)] ?? String(p.type)}`;
    case 'maxLength':
      return `参数错误：${field} 长度不能超过 ${String(p.limit)} 个字符`;
    case 'minLength':
      return Number(p.limit) <= 1
        ? `参数错误：${field} 不能为空`
        : `参数错误：${field} 长度不能少于 ${String(p.limit)} 个字符`;
    case 'maximum':
      return `参数错误：${field} 不能大于 ${String(p.limit)}`;
    case 'minimum':
      return `参数错误：${field} 不能小于 ${String(p.limit)}`;
    case 'maxItems':
      return `参数错误：${field} 最多 ${String(p.limit)} 项`;
    case 'minItems':
      return `参数错误：${field} 至少 ${String(p.limit)} 项`;
    case 'pattern':
      return `参数错误：${field} ${patternMessages[String(p.pattern)] ?? '格式不正确'}`;
    case 'format':
      return `参数错误：${field} 格式不正确`;
    case 'enum':
    case 'const':
    case 'anyOf':
    case 'oneOf':
      return `参数错误：${field} 取值不正确`;
    case 'additionalProperties':
      return `参数错误：不支持的字段 ${field}`;
    default:
      return `参数错误：${field} 不合法`;
  }
}
