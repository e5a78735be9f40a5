import path from 'node:path';
import { SmsLimits } from '@school/contracts';

/** Everything the server reads from its environment, with safe defaults for the embedded setup. */
export interface Config {
  port: number;
  host: string;
  /** postgres://… selects PostgreSQL; empty means the embedded SQLite file under dataDir. */
  databaseUrl: string;
  dataDir: string;
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
  seedDemo: boolean;
  /** 0–31; part of every generated id so several instances never collide. */
  nodeId: number;
  /** Trust X-Forwarded-* from a reverse proxy (TRUST_PROXY=1, or the proxies' addresses), so limits see real readers. */
  trustProxy: boolean | string;
  /** Daily SMS caps per client address and per site (decision 0015; defaults from SmsLimits). */
  smsCaps: { perAddressPerDay: number; perSitePerDay: number };
  /** S3-compatible storage for uploads; empty bucket means local disk under dataDir/files. */
  s3: {
    endpoint: string;
    region: string;
    bucket: string;
    accessKeyId: string;
    secretAccessKey: string;
    publicUrl: string;
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

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: integer(env.PORT, 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL ?? '',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data')),
    redisUrl: env.REDIS_URL ?? '',
    defaultSiteId: integer(env.DEFAULT_SITE_ID, 11),
    logLevel: env.LOG_LEVEL ?? 'info',
    rateLimitPerMinute: integer(env.RATE_LIMIT_PER_MINUTE, 1200),
    webBuildDir: path.resolve(env.WEB_BUILD_DIR ?? path.join(repoRoot, 'apps/web/build')),
    pageCacheSeconds: Math.max(0, integer(env.PAGE_CACHE_SECONDS, 10)),
    pageCacheMb: Math.max(1, integer(env.PAGE_CACHE_MB, 64)),
    seedDemo: env.SEED_DEMO !== '0',
    nodeId: integer(env.NODE_ID, 0) & 31,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    smsCaps: {
      perAddressPerDay: Math.max(1, integer(env.SMS_ADDRESS_DAILY_LIMIT, SmsLimits.perAddressPerDay)),
      perSitePerDay: Math.max(1, integer(env.SMS_SITE_DAILY_LIMIT, SmsLimits.perSitePerDay)),
    },
    s3: {
      endpoint: env.S3_ENDPOINT ?? '',
      region: env.S3_REGION ?? 'us-east-1',
      bucket: env.S3_BUCKET ?? '',
      accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
      publicUrl: env.S3_PUBLIC_URL ?? '',
    },
  };
}
