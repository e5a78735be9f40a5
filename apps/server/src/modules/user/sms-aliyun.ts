import { createHmac, randomUUID } from 'node:crypto';
import { Code } from '@school/contracts';
import type { SmsConfig } from '../../core/config.ts';
import { AppError } from '../../core/errors.ts';
import type { SmsSender } from './sms-sender.ts';

/**
 * Aliyun SMS (dysmsapi, SendSms, API version 2017-05-25) over its documented RPC interface, signed
 * with signature version 1.0 (HMAC-SHA1). The template must hold one variable, `${code}`.
 */

/** RFC 3986 encoding as the signature asks: only A–Z a–z 0–9 - _ . ~ stay as they are. */
export const percentEncode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** Signature of an RPC request: the sorted, encoded parameters, signed with the secret followed by '&'. */
export function signRpc(method: string, params: Record<string, string>, accessKeySecret: string): string {
  const canonical = Object.keys(params)
    .sort()
    .map((key) => `${percentEncode(key)}=${percentEncode(params[key]!)}`)
    .join('&');
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonical)}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
}

/** The provider's refusals a reader can act on; anything else is our side's problem. */
const refusals: Record<string, AppError> = {
  'isv.BUSINESS_LIMIT_CONTROL': new AppError(Code.tooManyRequests, '该手机号接收短信过于频繁，请稍后再试'),
  'isv.MOBILE_NUMBER_ILLEGAL': new AppError(Code.badRequest, '手机号码不正确'),
  'isv.DAY_LIMIT_CONTROL': new AppError(Code.tooManyRequests, '该手机号今日接收短信已达上限，请明天再试'),
};

export function createAliyunSmsSender(
  config: SmsConfig['aliyun'],
  log: { error(object: object, message: string): void },
): SmsSender {
  return {
    label: '阿里云短信',
    async send({ kind, mobile, code }) {
      // The approved template carries a code; a school without a notice template sends no notice.
      if (kind !== 'code') return;
      const params: Record<string, string> = {
        AccessKeyId: config.accessKeyId,
        Action: 'SendSms',
        Format: 'JSON',
        PhoneNumbers: mobile,
        RegionId: 'cn-hangzhou',
        SignName: config.signName,
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: randomUUID(),
        SignatureVersion: '1.0',
        TemplateCode: config.templateCode,
        TemplateParam: JSON.stringify({ code }),
        Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
        Version: '2017-05-25',
      };
      params.Signature = signRpc('POST', params, config.accessKeySecret);
      let reply: { Code?: string; Message?: string; RequestId?: string };
      try {
        const response = await fetch(`${config.endpoint.replace(/\/$/, '')}/`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(params).toString(),
          signal: AbortSignal.timeout(10_000),
        });
        reply = (await response.json()) as typeof reply;
      } catch (error) {
        log.error({ err: error, provider: 'aliyun' }, 'SMS provider unreachable');
        throw new AppError(Code.internal, '短信发送失败，请稍后再试');
      }
      if (reply.Code === 'OK') return;
      log.error(
        { provider: 'aliyun', code: reply.Code, message: reply.Message, requestId: reply.RequestId },
        'SMS refused',
      );
      throw refusals[reply.Code ?? ''] ?? new AppError(Code.internal, '短信发送失败，请稍后再试');
    },
  };
}
