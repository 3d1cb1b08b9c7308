import { createHash } from 'node:crypto'
import { isIP } from 'node:net'
import { isCommonPassword } from './lib/password'
import { z } from 'zod'

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes')

/** 32 bytes, written as 64 hex digits or as base64 (e.g. `openssl rand -base64 32`). */
const secretsKey = z
  .string()
  .trim()
  .transform((v) => (/^[0-9a-f]{64}$/i.test(v) ? Buffer.from(v, 'hex') : Buffer.from(v, 'base64')))
  .refine(
    (key) => key.length === 32,
    'SECRETS_KEY must be 32 bytes: 64 hex digits or base64 (openssl rand -base64 32)',
  )

/**
 * Outside production, secrets are sealed with a fixed, public key so a development database keeps working
 * across restarts; it protects nothing, which is why production refuses to start without its own key.
 */
const DEVELOPMENT_SECRETS_KEY = createHash('sha256').update('sitecraft development secrets key').digest()

const PROXY_PRESETS = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isProxyAddress(entry: string): boolean {
  if (PROXY_PRESETS.has(entry)) return true
  const [address, prefix, ...rest] = entry.split('/')
  const family = isIP(address ?? '')
  if (!family || rest.length) return false
  if (prefix === undefined) return true
  const bits = Number(prefix)
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128)
}

/**
 * Which proxies' X-Forwarded-For is believed: `false` (none), a hop count (`1`: the nearest proxy), or proxy
 * addresses and CIDR ranges separated by commas. `true` would believe any client's header, so it is refused.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): string | number | false => {
    if (v === 'false') return false
    if (/^\d+$/.test(v)) {
      const hops = Number(v)
      if (hops >= 1 && hops <= 10) return hops
    } else {
      const entries = v.split(',').map((e) => e.trim())
      if (entries.every(isProxyAddress)) return entries.join(',')
    }
    ctx.addIssue({
      code: 'custom',
      message:
        v === 'true'
          ? "TRUST_PROXY=true would believe any client's X-Forwarded-For: list your proxies' addresses or CIDR ranges (10.0.0.1,10.0.0.0/8), or give the number of proxies in front (1)"
          : 'TRUST_PROXY must be false, a number of proxies from 1 to 10, or addresses and CIDR ranges separated by commas (10.0.0.1,10.0.0.0/8)',
    })
    return z.NEVER
  })

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  DATABASE_PREPARED_STATEMENTS: z.stringbool().default(true),
  REDIS_URL: z.url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('SiteCraft <hello@sitecraft.studio>'),
  STUDIO_EMAIL: z.email().default('studio@sitecraft.studio'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(12, 'ADMIN_PASSWORD must be at least 12 characters')
    .refine((v) => !isCommonPassword(v), 'ADMIN_PASSWORD is one of the most common passwords; choose another')
    .optional(),
  CFO_EMAIL: z.email().optional(),
  CFO_PASSWORD: z
    .string()
    .min(12, 'CFO_PASSWORD must be at least 12 characters')
    .refine((v) => !isCommonPassword(v), 'CFO_PASSWORD is one of the most common passwords; choose another')
    .optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Where the Stripe SDK sends its calls (a local stand-in in tests); Stripe's own API by default. */
  STRIPE_API_BASE: z.url().optional(),
  /** The built-in test card provider in production: refused unless this says `enabled`. */
  TEST_PAYMENTS: z.enum(['enabled', 'disabled']).optional(),
  /** Uploads go to this S3-compatible bucket instead of `<DATA_DIR>/uploads` (decision 0030). */
  S3_BUCKET: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
    )
    .optional(),
  /** The store's address for anything but AWS S3 (MinIO, R2, B2…); AWS's own endpoint for the region by default. */
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, message: 'S3_ENDPOINT must be an http(s) URL, e.g. https://s3.example.com' })
    .optional(),
  S3_REGION: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{2,40}$/, 'S3_REGION must be a region name such as us-east-1 (auto for Cloudflare R2)')
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().optional(),
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key` (MinIO and most self-hosted stores). */
  S3_FORCE_PATH_STYLE: bool.default(false),
  DOMAIN_CHECK: z.enum(['offline', 'rdap']).default('offline'),
  CHAT_NUMBER: z
    .string()
    .regex(/^\+?[0-9 ]{6,20}$/, 'CHAT_NUMBER must be a phone number')
    .default('+442045771290'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy.optional(),
  /** The bearer token a Prometheus scraper sends to GET /metrics; without it the endpoint answers 404. */
  METRICS_TOKEN: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z0-9._~+/=-]{24,256}$/,
      'METRICS_TOKEN must be 24 to 256 characters with no spaces (e.g. openssl rand -base64 32)',
    )
    .optional(),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(5_000),
  JOB_LEASE_MS: z.coerce.number().int().min(2_000).max(3_600_000).default(60_000),
  ALLOW_UNSAFE_PRODUCTION: bool.default(false),
  STATIC_DIR: z.string().optional(),
  SECRETS_KEY: secretsKey.optional(),
  TEST_SEED_ROUTES: bool.default(false),
  SAMPLE_DATA: bool.optional(),
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  JOB_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(14),
  STAFF_TOTP: z.enum(['required', 'optional']).default('required'),
})

export type Env = z.infer<typeof EnvSchema>

/** The S3-compatible bucket uploads go to (integrations/storage/s3-file-store.ts). */
export interface S3Config {
  bucket: string
  endpoint: string | undefined
  region: string
  /** Undefined: the AWS SDK's own chain (AWS_* variables, the instance's or task's role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined
  forcePathStyle: boolean
}

export interface Config {
  env: Env['NODE_ENV']
  port: number
  host: string
  publicUrl: string
  dataDir: string
  databaseUrl: string | undefined
  /** Statements prepared once per connection (db/client.ts); off for a pooler that cannot keep them. */
  databasePreparedStatements: boolean
  redisUrl: string | undefined
  smtpUrl: string | undefined
  mailFrom: string
  studioEmail: string
  admin: { email: string | undefined; password: string | undefined }
  cfo: { email: string | undefined; password: string | undefined }
  stripe: {
    secretKey: string | undefined
    publishableKey: string | undefined
    webhookSecret: string | undefined
    apiBase: string | undefined
  }
  /** `stripe` when both Stripe keys are set; otherwise the built-in test provider (no money moves). */
  paymentProvider: 'stripe' | 'test'
  /** Uploads go to this bucket when set; otherwise to `<DATA_DIR>/uploads`. */
  s3: S3Config | undefined
  domainCheck: 'offline' | 'rdap'
  chatNumber: string
  logLevel: Env['LOG_LEVEL']
  /** `Authorization: Bearer <token>` opens GET /metrics; undefined: no metrics endpoint (404). */
  metricsToken: string | undefined
  /** Proxy addresses (or a hop count) whose X-Forwarded-For is believed; false trusts none. */
  trustProxy: string | number | false
  /** A request (headers and body) that takes longer is answered 408 and closed. */
  requestTimeoutMs: number
  /** On SIGTERM: how long /readyz answers 503 while requests are still served, before the server closes. */
  shutdownGraceMs: number
  /** Where the built client lives; undefined when the app serves the API only. */
  staticDir: string | undefined
  /** Development routes (/dev/mailbox) are never served in production. */
  devRoutes: boolean
  /** `/dev/seed/*`: browser tests create signed-in customers and projects directly (never in production). */
  testSeedRoutes: boolean
  /** A new development database gets sample customers with projects at every stage (modules/sample-data). */
  sampleData: boolean
  /** AES-256-GCM key that seals stored secrets (lib/secret-box.ts). */
  secretsKey: Buffer
  /** Background jobs: how often a runner looks for due work, how many run at once, the lease of a claim. */
  jobPollMs: number
  jobConcurrency: number
  jobLeaseMs: number
  /** Finished jobs (mail metadata) and development-mailbox messages are deleted after this many days. */
  jobRetentionDays: number
  /**
   * Admin and CFO sessions may only enrol an authenticator (and sign out) until the account has one. Always on
   * in production; development may relax it with STAFF_TOTP=optional.
   */
  staffTotpRequired: boolean
  /** Production settings missing but allowed by ALLOW_UNSAFE_PRODUCTION; said at every start. */
  unsafeProduction: string[]
}

export class ConfigError extends Error {}

function s3Config(e: Env): S3Config | undefined {
  if (!e.S3_BUCKET) {
    const stray = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((k) => e[k])
    if (stray.length)
      throw new ConfigError(
        `${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set but S3_BUCKET is not: set S3_BUCKET to store uploads in a bucket, or remove ${stray.length > 1 ? 'them' : 'it'}.`,
      )
    return undefined
  }
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY)
    throw new ConfigError(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS SDK’s own credentials (AWS_* variables, an instance or task role).',
    )
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  }
}

/**
 * The environment child tools run in (pg_dump and pg_restore for the backup commands): this process's own, as its
 * shell gave it, PATH and PG* variables included. Read here, like every other setting.
 */
export function toolEnvironment(): Record<string, string | undefined> {
  return { ...process.env }
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== '')))
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  const config: Config = {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databasePreparedStatements: e.DATABASE_PREPARED_STATEMENTS,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    studioEmail: e.STUDIO_EMAIL,
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    cfo: { email: e.CFO_EMAIL, password: e.CFO_PASSWORD },
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiBase: e.STRIPE_API_BASE,
    },
    paymentProvider: e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY ? 'stripe' : 'test',
    s3: s3Config(e),
    domainCheck: e.DOMAIN_CHECK,
    chatNumber: e.CHAT_NUMBER.replace(/[^0-9]/g, ''),
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    trustProxy: e.TRUST_PROXY ?? false,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    staticDir: e.STATIC_DIR,
    devRoutes: e.NODE_ENV !== 'production',
    testSeedRoutes: e.TEST_SEED_ROUTES && e.NODE_ENV !== 'production',
    sampleData: e.NODE_ENV !== 'production' && (e.SAMPLE_DATA ?? e.NODE_ENV === 'development'),
    secretsKey: e.SECRETS_KEY ?? DEVELOPMENT_SECRETS_KEY,
    jobPollMs: 1000,
    jobConcurrency: e.JOB_CONCURRENCY,
    jobLeaseMs: e.JOB_LEASE_MS,
    jobRetentionDays: e.JOB_RETENTION_DAYS,
    staffTotpRequired: e.NODE_ENV === 'production' || e.STAFF_TOTP === 'required',
    unsafeProduction: [],
  }
  if (e.NODE_ENV === 'production' && e.STAFF_TOTP === 'optional')
    throw new ConfigError(
      'STAFF_TOTP=optional is for development only: production staff always sign in with an authenticator app.',
    )
  if (e.NODE_ENV === 'production' && e.SAMPLE_DATA)
    throw new ConfigError('SAMPLE_DATA is for development only: production never gets sample customers.')
  if (config.env === 'production') {
    const missing: string[] = []
    if (!config.smtpUrl) missing.push('SMTP_URL (production does not use the development mailbox)')
    // Stripe is used only when both keys are set; with one, checkout would fall back to the test provider.
    if (!config.stripe.secretKey)
      missing.push('STRIPE_SECRET_KEY (production does not use the test payment provider)')
    if (!config.stripe.publishableKey)
      missing.push('STRIPE_PUBLISHABLE_KEY (production does not use the test payment provider)')
    if (!config.stripe.webhookSecret)
      missing.push('STRIPE_WEBHOOK_SECRET (payments are confirmed by signed webhooks)')
    if (!e.PUBLIC_URL) missing.push('PUBLIC_URL')
    if (!e.SECRETS_KEY) missing.push('SECRETS_KEY (seals stored secrets; openssl rand -base64 32)')
    if (missing.length && !e.ALLOW_UNSAFE_PRODUCTION)
      throw new ConfigError(
        `Refusing to start in production without:\n  ${missing.join('\n  ')}\nSet ALLOW_UNSAFE_PRODUCTION=true to override.`,
      )
    config.unsafeProduction = missing
    if (config.paymentProvider === 'test' && e.TEST_PAYMENTS !== 'enabled')
      throw new ConfigError(
        'Refusing to start in production with the test payment provider: set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, or TEST_PAYMENTS=enabled to take test cards on purpose.',
      )
  }
  return config
}

/** What the server says, loudly, when production starts with ALLOW_UNSAFE_PRODUCTION covering gaps. */
export function unsafeProductionWarning(config: Config): string | undefined {
  if (!config.unsafeProduction.length) return undefined
  return [
    'WARNING: running in production WITHOUT:',
    ...config.unsafeProduction.map((m) => `  ${m}`),
    'because ALLOW_UNSAFE_PRODUCTION=true. Mail goes to the database mailbox (sign-in codes are not logged), and',
    'payments use the test provider. Do not take real customers like this.',
  ].join('\n')
}

/** A config for tests and tools: defaults plus overrides, never reading the real environment. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  // Tests sign staff in by password unless a test asks for the second-factor rule.
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', STAFF_TOTP: 'optional' }), ...overrides }
}
