import { createHash, createHmac } from 'node:crypto';
import { Code } from '@school/contracts';
import type { SmsConfig } from '../../core/config.ts';
import { AppError } from '../../core/errors.ts';
import type { SmsSender } from './sms-sender.ts';

/**
 * Tencent Cloud SMS (SendSms, API version 2021-01-11) over its documented HTTP interface, signed
 * with TC3-HMAC-SHA256. The template must hold one variable, `{1}`, the code.
 */
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text).digest();

/** The Authorization header of a JSON POST to `host`, signed for `service` at `timestamp` (seconds). */
export function signTc3(input: {
  secretId: string;
  secretKey: string;
  service: string;
  host: string;
  payload: string;
  timestamp: number;
}): string {
  const date = new Date(input.timestamp * 1000).toISOString().slice(0, 10);
  const signedHeaders = 'content-type;host';
  const canonicalRequest = [
    'POST',
    '/',
    '',
    `content-type:application/json; charset=utf-8\nhost:${input.host}\n`,
    signedHeaders,
    sha256(input.payload),
  ].join('\n');
  const scope = `${date}/${input.service}/tc3_request`;
  const stringToSign = ['TC3-HMAC-SHA256', String(input.timestamp), scope, sha256(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(`TC3${input.secretKey}`, date), input.service), 'tc3_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return `TC3-HMAC-SHA256 Credential=${input.secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

const refusal = (code: string): AppError | undefined => {
  if (code.startsWith('LimitExceeded.PhoneNumber'))
    return new AppError(Code.tooManyRequests, '该手机号接收短信过于频繁，请稍后再试');
  if (code === 'InvalidParameterValue.IncorrectPhoneNumber') return new AppError(Code.badRequest, '手机号码不正确');
  return undefined;
};

interface TencentReply {
  Response?: {
    Error?: { Code: string; Message: string };
    SendStatusSet?: { Code: string; Message: string; PhoneNumber: string }[];
    RequestId?: string;
  };
}

export function createTencentSmsSender(
  config: SmsConfig['tencent'],
  log: { error(object: object, message: string): void },
): SmsSender {
  const url = new URL(config.endpoint);
  return {
    label: '腾讯云短信',
    async send({ kind, mobile, code }) {
      // The approved template carries a code; a school without a notice template sends no notice.
      if (kind !== 'code') return;
      const payload = JSON.stringify({
        PhoneNumberSet: [`+86${mobile}`],
        SmsSdkAppId: config.sdkAppId,
        SignName: config.signName,
        TemplateId: config.templateId,
        TemplateParamSet: [code],
      });
      const timestamp = Math.floor(Date.now() / 1000);
      let reply: TencentReply;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            authorization: signTc3({ ...config, service: 'sms', host: url.host, payload, timestamp }),
            'content-type': 'application/json; charset=utf-8',
            'x-tc-action': 'SendSms',
            'x-tc-timestamp': String(timestamp),
            'x-tc-version': '2021-01-11',
            'x-tc-region': config.region,
          },
          body: payload,
          signal: AbortSignal.timeout(10_000),
        });
        reply = (await response.json()) as TencentReply;
      } catch (error) {
        log.error({ err: error, provider: 'tencent' }, 'SMS provider unreachable');
        throw new AppError(Code.internal, '短信发送失败，请稍后再试');
      }
      const failure = reply.Response?.Error ?? reply.Response?.SendStatusSet?.find((status) => status.Code !== 'Ok');
      if (reply.Response && !failure && reply.Response.SendStatusSet?.length) return;
      log.error(
        { provider: 'tencent', code: failure?.Code, message: failure?.Message, requestId: reply.Response?.RequestId },
        'SMS refused',
      );
      throw refusal(failure?.Code ?? '') ?? new AppError(Code.internal, '短信发送失败，请稍后再试');
    },
  };
}
