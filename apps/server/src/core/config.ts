import path from 'node:path';

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
  };
}
