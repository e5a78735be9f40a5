import { createHash, createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local stand-ins for Aliyun SMS, Tencent Cloud SMS and the WeChat open platform (decision 0020).
 * Each checks the request the way the provider documents it, written here from the documentation
 * and not shared with the adapters, and answers with the provider's documented success and
 * failure bodies.
 */

export interface StandIn {
  url: string;
  close(): Promise<void>;
}

async function listen(handler: (request: http.IncomingMessage, body: string) => { status?: number; json: unknown }) {
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const { status = 200, json } = handler(request, body);
      response.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
      response.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const requestId = () => randomBytes(8).toString('hex').toUpperCase();

/** Bytes outside A–Z a–z 0–9 - _ . ~ become %XY (upper-case hex), as the RPC signature document spells out. */
function rfc3986(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

export interface SentSms {
  mobile: string;
  code: string;
}

/**
 * Aliyun dysmsapi SendSms (RPC, signature version 1.0). Known key pair `keyId`/`keySecret`; the
 * mobile 13000000000 meets the provider's flow control.
 */
export async function aliyunSmsStandIn(keyId: string, keySecret: string) {
  const sent: SentSms[] = [];
  const nonces = new Set<string>();
  const standIn = await listen((request, body) => {
    const params = Object.fromEntries(new URLSearchParams(body));
    const fail = (status: number, code: string, message: string) => ({
      status,
      json: { RequestId: requestId(), Message: message, Recommend: '', HostId: 'dysmsapi.aliyuncs.com', Code: code },
    });
    for (const name of [
      'AccessKeyId',
      'Action',
      'SignatureMethod',
      'SignatureNonce',
      'SignatureVersion',
      'Timestamp',
      'Version',
      'Signature',
    ]) {
      if (!params[name]) return fail(400, 'MissingParameter', `${name} is mandatory for this action.`);
    }
    if (params.AccessKeyId !== keyId)
      return fail(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
    if (params.SignatureMethod !== 'HMAC-SHA1' || params.SignatureVersion !== '1.0') {
      return fail(400, 'InvalidParameter', 'The specified signature method or version is not supported.');
    }
    if (Math.abs(Date.parse(params.Timestamp!) - Date.now()) > 15 * 60_000) {
      return fail(400, 'InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.');
    }
    if (nonces.has(params.SignatureNonce!))
      return fail(400, 'SignatureNonceUsed', 'Specified signature nonce was used already.');
    const { Signature: signature, ...signed } = params;
    const query = Object.entries(signed)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, value]) => `${rfc3986(key)}=${rfc3986(value)}`)
      .join('&');
    const expected = createHmac('sha1', `${keySecret}&`)
      .update(`${request.method}&${rfc3986('/')}&${rfc3986(query)}`)
      .digest('base64');
    if (expected !== signature) {
      return fail(400, 'SignatureDoesNotMatch', 'Specified signature is not matched with our calculation.');
    }
    nonces.add(params.SignatureNonce!);
    if (params.Action !== 'SendSms' || params.Version !== '2017-05-25')
      return fail(400, 'InvalidAction.NotFound', 'Specified api is not found.');
    if (params.PhoneNumbers === '13000000000') {
      return {
        json: { RequestId: requestId(), Message: '触发小时级流控Permits:5', Code: 'isv.BUSINESS_LIMIT_CONTROL' },
      };
    }
    sent.push({
      mobile: params.PhoneNumbers!,
      code: (JSON.parse(params.TemplateParam ?? '{}') as { code: string }).code,
    });
    return { json: { RequestId: requestId(), Message: 'OK', BizId: `${Date.now()}^0`, Code: 'OK' } };
  });
  return { ...standIn, sent };
}

/**
 * Tencent Cloud SMS SendSms (2021-01-11, TC3-HMAC-SHA256). Known key pair; the mobile
 * +8613000000000 has reached its daily limit.
 */
export async function tencentSmsStandIn(secretId: string, secretKey: string) {
  const sent: SentSms[] = [];
  const hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
  const standIn = await listen((request, body) => {
    const error = (code: string, message: string) => ({
      json: { Response: { Error: { Code: code, Message: message }, RequestId: requestId() } },
    });
    const authorization = String(request.headers.authorization ?? '');
    const match =
      /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([a-z]+)\/tc3_request, SignedHeaders=([a-z;-]+), Signature=([0-9a-f]{64})$/.exec(
        authorization,
      );
    if (!match) return error('AuthFailure.InvalidAuthorization', 'Authorization is invalid.');
    const [, id, date, service, signedHeaders, signature] = match as unknown as string[];
    if (id !== secretId) return error('AuthFailure.SecretIdNotFound', 'The SecretId is not found.');
    const timestamp = Number(request.headers['x-tc-timestamp']);
    if (!timestamp || Math.abs(timestamp * 1000 - Date.now()) > 5 * 60_000) {
      return error('AuthFailure.SignatureExpire', 'Signature expired.');
    }
    if (new Date(timestamp * 1000).toISOString().slice(0, 10) !== date || service !== 'sms') {
      return error('AuthFailure.SignatureFailure', 'The credential scope does not match the request.');
    }
    const headerNames = signedHeaders!.split(';');
    if (!headerNames.includes('content-type') || !headerNames.includes('host')) {
      return error('AuthFailure.SignatureFailure', 'content-type and host must be signed.');
    }
    const canonicalHeaders = headerNames
      .map(
        (name) =>
          `${name}:${String(request.headers[name] ?? '')
            .trim()
            .toLowerCase()}\n`,
      )
      .join('');
    const canonicalRequest = `${request.method}\n/\n\n${canonicalHeaders}\n${signedHeaders}\n${hex(body)}`;
    const stringToSign = `TC3-HMAC-SHA256\n${timestamp}\n${date}/${service}/tc3_request\n${hex(canonicalRequest)}`;
    let key: Buffer = createHmac('sha256', `TC3${secretKey}`).update(date!).digest();
    for (const part of [service!, 'tc3_request']) key = createHmac('sha256', key).update(part).digest();
    if (createHmac('sha256', key).update(stringToSign).digest('hex') !== signature) {
      return error(
        'AuthFailure.SignatureFailure',
        'The provided credentials could not be validated. Please check your signature is correct.',
      );
    }
    if (request.headers['x-tc-action'] !== 'SendSms' || request.headers['x-tc-version'] !== '2021-01-11') {
      return error('InvalidAction', 'The action is not supported.');
    }
    const input = JSON.parse(body) as { PhoneNumberSet: string[]; TemplateParamSet: string[] };
    const phone = input.PhoneNumberSet[0]!;
    const status = (code: string, message: string) => ({
      json: {
        Response: {
          SendStatusSet: [
            {
              SerialNo: code === 'Ok' ? `2433:${Date.now()}` : '',
              PhoneNumber: phone,
              Fee: code === 'Ok' ? 1 : 0,
              SessionContext: '',
              Code: code,
              Message: message,
              IsoCode: 'CN',
            },
          ],
          RequestId: requestId(),
        },
      },
    });
    if (phone === '+8613000000000') {
      return status(
        'LimitExceeded.PhoneNumberDailyLimit',
        'the number of sms messages sent from a single mobile number every day exceeds the upper limit',
      );
    }
    sent.push({ mobile: phone.replace(/^\+86/, ''), code: input.TemplateParamSet[0]! });
    return status('Ok', 'send success');
  });
  return { ...standIn, sent };
}

/**
 * WeChat open platform, website app: `sns/oauth2/access_token` (code → token, openid, unionid) and
 * `sns/userinfo`. `scan(user)` plays the phone: it returns the code WeChat would hand the callback.
 * For an official account, `authorize(address, openid)` plays WeChat's browser on the web
 * authorisation page (网页授权, snsapi_base): it checks the documented parameters and answers the
 * address WeChat would send the reader back to, with a code for that openid.
 */
export async function wechatStandIn(appId: string, appSecret: string) {
  type WechatUser = { openid: string; unionid?: string; nickname: string; scope: string };
  const codes = new Map<string, WechatUser>();
  const tokens = new Map<string, WechatUser>();
  const calls: string[] = [];
  const standIn = await listen((request) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const q = Object.fromEntries(url.searchParams);
    calls.push(url.pathname);
    if (url.pathname === '/sns/oauth2/access_token') {
      if (q.appid !== appId) return { json: { errcode: 40013, errmsg: 'invalid appid' } };
      if (q.secret !== appSecret) return { json: { errcode: 40125, errmsg: 'invalid appsecret' } };
      if (q.grant_type !== 'authorization_code') return { json: { errcode: 40002, errmsg: 'invalid grant_type' } };
      const user = codes.get(q.code ?? '');
      if (!user) return { json: { errcode: 40029, errmsg: 'invalid code' } };
      codes.delete(q.code!);
      const token = randomBytes(12).toString('hex');
      tokens.set(token, user);
      return {
        json: {
          access_token: token,
          expires_in: 7200,
          refresh_token: randomBytes(12).toString('hex'),
          openid: user.openid,
          scope: user.scope,
          ...(user.unionid ? { unionid: user.unionid } : {}),
        },
      };
    }
    if (url.pathname === '/sns/userinfo') {
      const user = tokens.get(q.access_token ?? '');
      if (!user)
        return { json: { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' } };
      if (q.openid !== user.openid) return { json: { errcode: 40003, errmsg: 'invalid openid' } };
      return {
        json: {
          openid: user.openid,
          nickname: user.nickname,
          sex: 0,
          province: '',
          city: '',
          country: '',
          headimgurl: '',
          privilege: [],
          unionid: user.unionid,
        },
      };
    }
    return { status: 404, json: { errcode: -1, errmsg: 'not found' } };
  });
  return {
    ...standIn,
    calls,
    scan(user: { unionid: string; nickname: string }) {
      const code = randomBytes(8).toString('hex');
      codes.set(code, { ...user, openid: `o${user.unionid.slice(1)}`, scope: 'snsapi_login' });
      return code;
    },
    authorize(address: string, openid: string): string {
      const url = new URL(address);
      const q = Object.fromEntries(url.searchParams);
      if (url.pathname !== '/connect/oauth2/authorize') throw new Error(`not the authorize page: ${url.pathname}`);
      if (url.hash !== '#wechat_redirect') throw new Error('missing #wechat_redirect');
      if (q.appid !== appId) throw new Error('invalid appid');
      if (q.response_type !== 'code') throw new Error('response_type must be code');
      if (q.scope !== 'snsapi_base') throw new Error(`scope must be snsapi_base, not ${q.scope}`);
      if (!q.redirect_uri || !/^[A-Za-z0-9]{1,128}$/.test(q.state ?? '')) throw new Error('redirect_uri and state');
      const code = randomBytes(8).toString('hex');
      codes.set(code, { openid, nickname: '', scope: 'snsapi_base' });
      const back = new URL(q.redirect_uri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.state!);
      return back.toString();
    },
  };
}
