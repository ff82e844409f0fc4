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
  sms: { provider: 'outbox' | 'http'; httpUrl: string | null; httpToken: string | null; signName: string };
  logLevel: string;
  storage: StorageConfig;
}

/** Where uploaded files live (docs/files.md): a folder under DATA_DIR, or an S3-compatible bucket (MinIO, OSS, COS). */
export interface StorageConfig {
  kind: 'local' | 's3';
  /** local files, and the staging folder (root/.tmp) every upload is validated in before it is stored */
  root: string;
  s3: {
    endpoint: string | null;
    bucket: string;
    accessKeyId: string;
    secretAccessKey: string;
    region: string;
    forcePathStyle: boolean;
  } | null;
}

const num = (v: string | undefined, d: number) => (v !== undefined && v !== '' && Number.isFinite(Number(v)) ? Number(v) : d);

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return {
    port: num(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    demo: env.DEMO !== '0' && env.DEMO !== 'false',
    demoPassword: env.DEMO_PASSWORD || 'Cppcc@2026',
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
    },
    sms: {
      provider: env.SMS_PROVIDER === 'http' ? 'http' : 'outbox',
      httpUrl: env.SMS_HTTP_URL || null,
      httpToken: env.SMS_HTTP_TOKEN || null,
      signName: env.SMS_SIGN_NAME || '政协履职服务平台',
    },
    logLevel: env.LOG_LEVEL ?? 'info',
    storage: {
      kind: env.STORAGE === 's3' ? 's3' : 'local',
      root: path.resolve(env.STORAGE_DIR || path.join(dataDir, 'files')),
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
    ...overrides,
  };
}
