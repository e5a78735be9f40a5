import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SmsLimits } from '@school/contracts';

/** Everything the server reads from its environment, with safe defaults for the embedded setup. */
export interface Config {
  port: number;
  host: string;
  /** postgres://… selects PostgreSQL; empty means the embedded SQLite file under dataDir. */
  databaseUrl: string;
  dataDir: string;
  /** Where the demo's generated lesson videos and spoken audio are kept between seeds; schools may share one. */
  demoCacheDir: string;
  redisUrl: string;
  /** Site used when the Host header matches no site domain (localhost, tests). */
  defaultSiteId: number;
  logLevel: string;
  /** Requests per minute per client address on /apis, and separately on pages. */
  rateLimitPerMinute: number;
  /** Directory holding the built web app (build/server, build/client). */
  webBuildDir: string;
  /** Seconds a page rendered for visitors is served again (decision 0011); 0 renders every time. */
  pageCacheSeconds: number;
  /** Memory the kept pages may use, in MB. */
  pageCacheMb: number;
  /** Pages rendered at once (RENDER_CONCURRENCY, default two per core). */
  renderConcurrency: number;
  /**
   * Worker threads that render pages (RENDER_WORKERS, decision 0090; default one per core, none on a
   * single core); 0 renders in the main thread.
   */
  renderWorkers: number;
  seedDemo: boolean;
  /** 0–31; part of every generated id so several instances never collide. */
  nodeId: number;
  /** Trust X-Forwarded-* from a reverse proxy (TRUST_PROXY=1, or the proxies' addresses), so limits see real readers. */
  trustProxy: boolean | string;
  /** Daily SMS caps per client address and per site (decision 0019; defaults from SmsLimits). */
  smsCaps: { perAddressPerDay: number; perSitePerDay: number };
  /**
   * SANDBOX (default on, the demo): providers without a configuration use their sandbox, and the
   * sandbox pages (/sandbox/**) are served. Off: only real providers; what is not configured is off.
   */
  sandbox: boolean;
  sms: SmsConfig;
  /** WeChat website QR sign-in (open platform, snsapi_login); null when not configured. */
  wechat: WechatConfig | null;
  /** WeChat Pay API v3 (Native QR payment); null when not configured. */
  wechatPay: WechatPayConfig | null;
  /**
   * The official account (公众号) bound to WeChat Pay, whose silent web authorisation (snsapi_base)
   * gives a learner's openid for JSAPI payment inside WeChat; null when WECHAT_PAY_APP_SECRET is unset.
   */
  wechatOfficial: WechatConfig | null;
  /** Alipay face-to-face QR payment (RSA2); null when not configured. */
  alipay: AlipayConfig | null;
  /** S3-compatible storage for uploads; empty bucket means local disk under dataDir/files. */
  s3: {
    endpoint: string;
    region: string;
    bucket: string;
    /** Bucket for video media (sources, encrypted segments); keep it private. Empty: the uploads bucket. */
    mediaBucket: string;
    accessKeyId: string;
    secretAccessKey: string;
    publicUrl: string;
  };
  /** Run queued jobs (transcoding) in this instance; JOBS=0 leaves them to other instances. */
  runJobs: boolean;
  vod: {
    /** ffmpeg and ffprobe; empty means the one on PATH, else the copy shipped by npm. */
    ffmpegPath: string;
    ffprobePath: string;
    /** Signs play tokens; instances serving the same school share it. Empty: a secret kept in dataDir. */
    tokenSecret: string;
    /** Transcoding jobs one instance runs at once. */
    transcodeConcurrency: number;
    transcodeAttempts: number;
    /** Delay before the first retry of a failed transcoding; it doubles with each attempt. */
    transcodeRetrySeconds: number;
  };
  /** LibreOffice for turning Office documents into PDFs: empty means `soffice` on PATH; `none` turns it off. */
  sofficePath: string;
  live: {
    /** RTMP ingest port (RTMP_PORT, 1935); 0 runs no ingest in this instance. */
    rtmpPort: number;
    /** The push address teachers put in OBS (RTMP_PUBLIC_URL); empty: rtmp://<this host>:<port>/live. */
    rtmpPublicUrl: string;
    /** How often the live sweep ends lessons past the grace and deletes old discarded recordings (30 s; tests shorten it). */
    sweepMs: number;
  };
}

export interface SmsConfig {
  provider: 'sandbox' | 'aliyun' | 'tencent' | 'off';
  aliyun: { endpoint: string; accessKeyId: string; accessKeySecret: string; signName: string; templateCode: string };
  tencent: {
    endpoint: string;
    region: string;
    secretId: string;
    secretKey: string;
    sdkAppId: string;
    signName: string;
    templateId: string;
  };
}

export interface WechatConfig {
  appId: string;
  appSecret: string;
  /** open.weixin.qq.com (the QR page) and api.weixin.qq.com (code → token → user); tests point them at stand-ins. */
  openUrl: string;
  apiUrl: string;
}

export interface WechatPayConfig {
  mchId: string;
  appId: string;
  certSerial: string;
  /** PEM text of the merchant's API private key (read from WECHAT_PAY_PRIVATE_KEY_FILE). */
  privateKey: string;
  apiV3Key: string;
  /** PEM text of WeChat Pay's platform public key (WECHAT_PAY_PLATFORM_KEY_FILE) and its serial. */
  platformPublicKey: string;
  platformSerial: string;
  endpoint: string;
  /** The public https address WeChat Pay posts notifications to (…/apis/user/api/order/pay/notify/wechat). */
  notifyUrl: string;
}

export interface AlipayConfig {
  appId: string;
  /** PEM text of the application's RSA2 private key (read from ALIPAY_PRIVATE_KEY_FILE). */
  privateKey: string;
  /** PEM text of Alipay's public key (ALIPAY_PUBLIC_KEY_FILE), as shown on the open platform. */
  alipayPublicKey: string;
  gateway: string;
  /** The public https address Alipay posts notifications to (…/apis/user/api/order/pay/notify/alipay). */
  notifyUrl: string;
}

/** A configuration the server cannot start with; the message names the variable, in Chinese and English. */
export class ConfigError extends Error {
  constructor(chinese: string, english: string) {
    super(`${chinese}\n${english}`);
    this.name = 'ConfigError';
  }
}

const missing = (variable: string, what: string, english: string) =>
  new ConfigError(`缺少配置 ${variable}：${what}`, `Missing ${variable}: ${english}`);

function smsConfig(env: NodeJS.ProcessEnv, sandbox: boolean): SmsConfig {
  const aliyun = {
    endpoint: env.ALIYUN_SMS_ENDPOINT || 'https://dysmsapi.aliyuncs.com',
    accessKeyId: env.ALIYUN_SMS_ACCESS_KEY_ID ?? '',
    accessKeySecret: env.ALIYUN_SMS_ACCESS_KEY_SECRET ?? '',
    signName: env.ALIYUN_SMS_SIGN_NAME ?? '',
    templateCode: env.ALIYUN_SMS_TEMPLATE_CODE ?? '',
  };
  const tencent = {
    endpoint: env.TENCENT_SMS_ENDPOINT || 'https://sms.tencentcloudapi.com',
    region: env.TENCENT_SMS_REGION || 'ap-guangzhou',
    secretId: env.TENCENT_SMS_SECRET_ID ?? '',
    secretKey: env.TENCENT_SMS_SECRET_KEY ?? '',
    sdkAppId: env.TENCENT_SMS_SDK_APP_ID ?? '',
    signName: env.TENCENT_SMS_SIGN_NAME ?? '',
    templateId: env.TENCENT_SMS_TEMPLATE_ID ?? '',
  };
  const chosen = env.SMS_PROVIDER || (sandbox ? 'sandbox' : '');
  const required: Record<string, [string, string][]> = {
    aliyun: [
      ['ALIYUN_SMS_ACCESS_KEY_ID', aliyun.accessKeyId],
      ['ALIYUN_SMS_ACCESS_KEY_SECRET', aliyun.accessKeySecret],
      ['ALIYUN_SMS_SIGN_NAME', aliyun.signName],
      ['ALIYUN_SMS_TEMPLATE_CODE', aliyun.templateCode],
    ],
    tencent: [
      ['TENCENT_SMS_SECRET_ID', tencent.secretId],
      ['TENCENT_SMS_SECRET_KEY', tencent.secretKey],
      ['TENCENT_SMS_SDK_APP_ID', tencent.sdkAppId],
      ['TENCENT_SMS_SIGN_NAME', tencent.signName],
      ['TENCENT_SMS_TEMPLATE_ID', tencent.templateId],
    ],
  };
  if (!chosen) {
    throw missing(
      'SMS_PROVIDER',
      'SANDBOX=0 时请选择短信服务 aliyun 或 tencent（不发短信填 off）',
      'with SANDBOX=0 choose the SMS provider aliyun or tencent (off for none)',
    );
  }
  if (chosen === 'sandbox' && !sandbox) {
    throw new ConfigError('SMS_PROVIDER=sandbox 需要 SANDBOX=1', 'SMS_PROVIDER=sandbox needs SANDBOX=1');
  }
  if (chosen !== 'sandbox' && chosen !== 'off' && !required[chosen]) {
    throw new ConfigError(
      `SMS_PROVIDER 只能是 aliyun、tencent、off 或 sandbox（现为 ${chosen}）`,
      `SMS_PROVIDER must be aliyun, tencent, off or sandbox (not ${chosen})`,
    );
  }
  for (const [variable, value] of required[chosen] ?? []) {
    if (!value) throw missing(variable, `短信服务 ${chosen} 需要它`, `the ${chosen} SMS provider needs it`);
  }
  return { provider: chosen as SmsConfig['provider'], aliyun, tencent };
}

function wechatConfig(env: NodeJS.ProcessEnv): WechatConfig | null {
  const appId = env.WECHAT_APP_ID ?? '';
  const appSecret = env.WECHAT_APP_SECRET ?? '';
  if (!appId && !appSecret) return null;
  if (!appId)
    throw missing(
      'WECHAT_APP_ID',
      '设置了 WECHAT_APP_SECRET 却没有网站应用的 AppID',
      "WECHAT_APP_SECRET is set without the website app's AppID",
    );
  if (!appSecret)
    throw missing(
      'WECHAT_APP_SECRET',
      '微信扫码登录需要网站应用的 AppSecret',
      "WeChat QR sign-in needs the website app's AppSecret",
    );
  return {
    appId,
    appSecret,
    openUrl: env.WECHAT_OPEN_URL || 'https://open.weixin.qq.com',
    apiUrl: env.WECHAT_API_URL || 'https://api.weixin.qq.com',
  };
}

const WECHAT_PAY_VARIABLES = [
  ['WECHAT_PAY_MCH_ID', '商户号', 'the merchant id'],
  ['WECHAT_PAY_APP_ID', '与商户号绑定的 AppID', 'the AppID bound to the merchant'],
  ['WECHAT_PAY_CERT_SERIAL', '商户 API 证书序列号', "the merchant API certificate's serial number"],
  ['WECHAT_PAY_PRIVATE_KEY_FILE', '商户 API 私钥文件（PEM）', 'the merchant API private key file (PEM)'],
  ['WECHAT_PAY_API_V3_KEY', 'APIv3 密钥（32 位）', 'the APIv3 key (32 characters)'],
  ['WECHAT_PAY_PLATFORM_KEY_FILE', '微信支付平台公钥文件（PEM）', "WeChat Pay's platform public key file (PEM)"],
  ['WECHAT_PAY_PLATFORM_SERIAL', '微信支付平台公钥（证书）序列号', "the platform key's serial number"],
  ['WECHAT_PAY_NOTIFY_URL', '支付通知地址（公网 https）', 'the public https notification address'],
] as const;

function wechatOfficialConfig(env: NodeJS.ProcessEnv): WechatConfig | null {
  const appSecret = env.WECHAT_PAY_APP_SECRET ?? '';
  if (!appSecret) return null;
  if (!env.WECHAT_PAY_APP_ID) {
    throw missing(
      'WECHAT_PAY_APP_ID',
      '设置了 WECHAT_PAY_APP_SECRET 却没有公众号的 AppID',
      "WECHAT_PAY_APP_SECRET is set without the official account's AppID",
    );
  }
  return {
    appId: env.WECHAT_PAY_APP_ID,
    appSecret,
    openUrl: env.WECHAT_OPEN_URL || 'https://open.weixin.qq.com',
    apiUrl: env.WECHAT_API_URL || 'https://api.weixin.qq.com',
  };
}

function wechatPayConfig(env: NodeJS.ProcessEnv): WechatPayConfig | null {
  if (WECHAT_PAY_VARIABLES.every(([variable]) => !env[variable])) return null;
  for (const [variable, chinese, english] of WECHAT_PAY_VARIABLES) {
    if (!env[variable]) throw missing(variable, `微信支付需要${chinese}`, `WeChat Pay needs ${english}`);
  }
  if (Buffer.byteLength(env.WECHAT_PAY_API_V3_KEY!, 'utf8') !== 32) {
    throw new ConfigError('WECHAT_PAY_API_V3_KEY 应为 32 位', 'WECHAT_PAY_API_V3_KEY must be 32 characters');
  }
  return {
    mchId: env.WECHAT_PAY_MCH_ID!,
    appId: env.WECHAT_PAY_APP_ID!,
    certSerial: env.WECHAT_PAY_CERT_SERIAL!,
    privateKey: fs.readFileSync(env.WECHAT_PAY_PRIVATE_KEY_FILE!, 'utf8'),
    apiV3Key: env.WECHAT_PAY_API_V3_KEY!,
    platformPublicKey: fs.readFileSync(env.WECHAT_PAY_PLATFORM_KEY_FILE!, 'utf8'),
    platformSerial: env.WECHAT_PAY_PLATFORM_SERIAL!,
    endpoint: env.WECHAT_PAY_ENDPOINT || 'https://api.mch.weixin.qq.com',
    notifyUrl: env.WECHAT_PAY_NOTIFY_URL!,
  };
}

const ALIPAY_VARIABLES = [
  ['ALIPAY_APP_ID', '支付宝应用 APPID', 'the application id'],
  ['ALIPAY_PRIVATE_KEY_FILE', '应用私钥文件（PEM，RSA2）', "the application's private key file (PEM, RSA2)"],
  ['ALIPAY_PUBLIC_KEY_FILE', '支付宝公钥文件（PEM）', "Alipay's public key file (PEM)"],
  ['ALIPAY_NOTIFY_URL', '支付通知地址（公网 https）', 'the public https notification address'],
] as const;

function alipayConfig(env: NodeJS.ProcessEnv): AlipayConfig | null {
  if (ALIPAY_VARIABLES.every(([variable]) => !env[variable])) return null;
  for (const [variable, chinese, english] of ALIPAY_VARIABLES) {
    if (!env[variable]) throw missing(variable, `支付宝支付需要${chinese}`, `Alipay needs ${english}`);
  }
  return {
    appId: env.ALIPAY_APP_ID!,
    privateKey: fs.readFileSync(env.ALIPAY_PRIVATE_KEY_FILE!, 'utf8'),
    alipayPublicKey: fs.readFileSync(env.ALIPAY_PUBLIC_KEY_FILE!, 'utf8'),
    gateway: env.ALIPAY_GATEWAY || 'https://openapi.alipay.com/gateway.do',
    notifyUrl: env.ALIPAY_NOTIFY_URL!,
  };
}

const integer = (value: string | undefined, fallback: number): number => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) ? parsed : fallback;
};

const parseTrustProxy = (value: string | undefined): boolean | string => {
  if (!value || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  return value;
};

/** The repository: the first folder above this code that holds the workspace's lock file (from src/core or dist). */
function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package-lock.json'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(from, '../../../..');
  }
}

const repoRoot = findRepoRoot(import.meta.dirname);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const sandbox = !['0', 'false', 'off'].includes((env.SANDBOX ?? '').toLowerCase());
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
  return {
    port: integer(env.PORT, 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL ?? '',
    dataDir,
    demoCacheDir: path.resolve(env.DEMO_CACHE_DIR || dataDir),
    redisUrl: env.REDIS_URL ?? '',
    defaultSiteId: integer(env.DEFAULT_SITE_ID, 11),
    logLevel: env.LOG_LEVEL ?? 'info',
    rateLimitPerMinute: integer(env.RATE_LIMIT_PER_MINUTE, 1200),
    webBuildDir: path.resolve(env.WEB_BUILD_DIR ?? path.join(repoRoot, 'apps/web/build')),
    pageCacheSeconds: Math.max(0, integer(env.PAGE_CACHE_SECONDS, 10)),
    pageCacheMb: Math.max(1, integer(env.PAGE_CACHE_MB, 64)),
    renderConcurrency: Math.max(1, integer(env.RENDER_CONCURRENCY, 2 * os.availableParallelism())),
    renderWorkers: Math.max(
      0,
      integer(env.RENDER_WORKERS, os.availableParallelism() > 1 ? os.availableParallelism() : 0),
    ),
    seedDemo: env.SEED_DEMO !== '0',
    nodeId: integer(env.NODE_ID, 0) & 31,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    smsCaps: {
      perAddressPerDay: Math.max(1, integer(env.SMS_ADDRESS_DAILY_LIMIT, SmsLimits.perAddressPerDay)),
      perSitePerDay: Math.max(1, integer(env.SMS_SITE_DAILY_LIMIT, SmsLimits.perSitePerDay)),
    },
    sandbox,
    sms: smsConfig(env, sandbox),
    wechat: wechatConfig(env),
    wechatPay: wechatPayConfig(env),
    wechatOfficial: wechatOfficialConfig(env),
    alipay: alipayConfig(env),
    s3: {
      endpoint: env.S3_ENDPOINT ?? '',
      region: env.S3_REGION ?? 'us-east-1',
      bucket: env.S3_BUCKET ?? '',
      accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
      publicUrl: env.S3_PUBLIC_URL ?? '',
      mediaBucket: env.S3_MEDIA_BUCKET ?? '',
    },
    runJobs: env.JOBS !== '0',
    vod: {
      ffmpegPath: env.FFMPEG_PATH ?? '',
      ffprobePath: env.FFPROBE_PATH ?? '',
      tokenSecret: env.VOD_TOKEN_SECRET ?? '',
      transcodeConcurrency: Math.max(1, integer(env.TRANSCODE_CONCURRENCY, 1)),
      transcodeAttempts: Math.max(1, integer(env.TRANSCODE_ATTEMPTS, 3)),
      transcodeRetrySeconds: Math.max(0, integer(env.TRANSCODE_RETRY_SECONDS, 30)),
    },
    live: {
      rtmpPort: Math.max(0, integer(env.RTMP_PORT, 1935)),
      rtmpPublicUrl: env.RTMP_PUBLIC_URL ?? '',
      sweepMs: 30_000,
    },
    sofficePath: env.SOFFICE_PATH ?? '',
  };
}
