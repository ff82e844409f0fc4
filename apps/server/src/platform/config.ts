import { isIP } from 'node:net';
import path from 'node:path';

/** Grade-protection (等保) defaults; every value can be changed by environment. */
export interface SecurityPolicy {
  passwordExpiryDays: number;
  maxFailures: number;
  failureWindowMinutes: number;
  lockMinutes: number;
  idleTimeoutMinutes: number;
  accessTokenMinutes: number;
  refreshTokenDays: number;
  /** failures of one account from all addresses within the window after which only known addresses may try its password */
  accountGuardFailures: number;
  /** live sessions one account may hold; signing in beyond it revokes the oldest */
  maxSessionsPerUser: number;
}

/** Request ceilings (@fastify/rate-limit), per client address unless named global; kept in Redis when redisUrl is set. */
export interface RateLimitConfig {
  /** REDIS_URL: these counters, and the cluster link between server processes (platform/cluster) */
  redisUrl: string | null;
  /** requests per minute per address, whole API */
  apiPerMinute: number;
  /** sign-in family requests (password, SMS, captcha reset, IAM, QR query) per minute per address */
  signInPerMinute: number;
  /** sign-in family requests per minute from all addresses together */
  signInGlobalPerMinute: number;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL URL; empty means the embedded PGlite under dataDir/pg */
  databaseUrl: string | null;
  /** demo mode: seeds demo data, skips the forced first password change, prints SMS to the console */
  demo: boolean;
  demoPassword: string;
  apiPrefix: string;
  webDist: string | null;
  security: SecurityPolicy;
  rateLimit: RateLimitConfig;
  sms: { provider: 'outbox' | 'http'; httpUrl: string | null; httpToken: string | null; signName: string };
  logLevel: string;
  /** TRUST_PROXY: whose X-Forwarded-For to believe for the client address (Fastify's trustProxy); false = nobody's */
  trustProxy: TrustProxy;
  storage: StorageConfig;
  /** REDIS_PREFIX: starts every Redis channel of the cluster link, so that deployments sharing one Redis stay apart */
  clusterPrefix: string;
}

/** Where uploaded files live (docs/files.md): a folder under DATA_DIR, or an S3-compatible bucket (MinIO, OSS, COS). */
export interface StorageConfig {
  kind: 'local' | 's3';
  /** local files, and the staging folder (root/.tmp) every upload is validated in before it is stored */
  root: string;
  /** minutes a signed file address (the records' url) stays valid; it also dies with its session */
  urlTtlMinutes: number;
  /** bytes each user may keep in uploads (unbound drafts and bound files alike); 0 = no limit */
  quotaBytes: number;
  s3: {
    endpoint: string | null;
    bucket: string;
    accessKeyId: string;
    secretAccessKey: string;
    region: string;
    forcePathStyle: boolean;
  } | null;
}

/** Demo mode shares one printed password among every demo account, so it only listens on this machine unless HOST says otherwise. */
function defaultHost(env: NodeJS.ProcessEnv): string {
  const demo = env.DEMO !== '0' && env.DEMO !== 'false';
  return demo ? '127.0.0.1' : '0.0.0.0';
}

const num = (v: string | undefined, d: number) => (v !== undefined && v !== '' && Number.isFinite(Number(v)) ? Number(v) : d);

/** The proxies' addresses/CIDRs (and proxy-addr's names loopback, linklocal, uniquelocal), or a hop count as Fastify's test. */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/**
 * Empty trusts no forwarding header: the address recorded is the peer's, whatever
 * a client writes into X-Forwarded-For. A bad entry stops the start instead of
 * silently trusting the wrong hop.
 */
export function parseTrustProxy(v: string | undefined): TrustProxy {
  const text = (v ?? '').trim();
  if (!text) return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  const named = new Set(['loopback', 'linklocal', 'uniquelocal']);
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  for (const e of entries) {
    const [addr, bits, more] = e.split('/');
    const family = isIP(addr);
    const bitsOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!named.has(e) && (!family || !bitsOk || more !== undefined)) {
      throw new Error(`TRUST_PROXY 无效：“${e}” 不是 IP 地址、CIDR 或跳数（示例：TRUST_PROXY=10.0.0.5,192.168.1.0/24 或 TRUST_PROXY=1）`);
    }
  }
  return entries;
}

/** The demo accounts' password when DEMO_PASSWORD is not set (README, 演示账号). */
export const DEFAULT_DEMO_PASSWORD = 'Cppcc@2026';

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return {
    port: num(env.PORT, 8080),
    host: env.HOST || defaultHost(env),
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    demo: env.DEMO !== '0' && env.DEMO !== 'false',
    demoPassword: env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD,
    apiPrefix: '/api',
    webDist: env.WEB_DIST ?? null,
    security: {
      passwordExpiryDays: num(env.PASSWORD_EXPIRY_DAYS, 90),
      maxFailures: num(env.LOGIN_MAX_FAILURES, 5),
      failureWindowMinutes: num(env.LOGIN_FAILURE_WINDOW_MINUTES, 15),
      lockMinutes: num(env.LOGIN_LOCK_MINUTES, 15),
      idleTimeoutMinutes: num(env.IDLE_TIMEOUT_MINUTES, 30),
      accessTokenMinutes: num(env.ACCESS_TOKEN_MINUTES, 15),
      refreshTokenDays: num(env.REFRESH_TOKEN_DAYS, 7),
      accountGuardFailures: num(env.LOGIN_ACCOUNT_GUARD_FAILURES, 20),
      maxSessionsPerUser: num(env.MAX_SESSIONS_PER_USER, 5),
    },
    rateLimit: {
      redisUrl: env.REDIS_URL || null,
      apiPerMinute: num(env.RATE_LIMIT_API_PER_MINUTE, 600),
      signInPerMinute: num(env.RATE_LIMIT_SIGNIN_PER_MINUTE, 10),
      signInGlobalPerMinute: num(env.RATE_LIMIT_SIGNIN_GLOBAL_PER_MINUTE, 300),
    },
    sms: {
      provider: env.SMS_PROVIDER === 'http' ? 'http' : 'outbox',
      httpUrl: env.SMS_HTTP_URL || null,
      httpToken: env.SMS_HTTP_TOKEN || null,
      signName: env.SMS_SIGN_NAME || '政协履职服务平台',
    },
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    storage: {
      kind: env.STORAGE === 's3' ? 's3' : 'local',
      root: path.resolve(env.STORAGE_DIR || path.join(dataDir, 'files')),
      urlTtlMinutes: Math.max(1, num(env.FILE_URL_TTL_MINUTES, 10)),
      quotaBytes: Math.max(0, num(env.STORAGE_QUOTA_MB, 1024)) * 1024 * 1024,
      s3:
        env.STORAGE === 's3'
          ? {
              endpoint: env.S3_ENDPOINT || null,
              bucket: env.S3_BUCKET || 'cppcc',
              accessKeyId: env.S3_ACCESS_KEY ?? '',
              secretAccessKey: env.S3_SECRET_KEY ?? '',
              region: env.S3_REGION || 'us-east-1',
              forcePathStyle: env.S3_FORCE_PATH_STYLE !== '0' && env.S3_FORCE_PATH_STYLE !== 'false',
            }
          : null,
    },
    clusterPrefix: env.REDIS_PREFIX || 'cppcc:',
    ...overrides,
  };
}
