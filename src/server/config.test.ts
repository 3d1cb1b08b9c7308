import { describe, expect, it, vi } from 'vitest'
import { ConfigError, loadConfig, unsafeProductionWarning, testConfig } from './config'

const PRODUCTION = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://mail.example:587',
  STRIPE_SECRET_KEY: 'sk_live_example',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_example',
  STRIPE_WEBHOOK_SECRET: 'whsec_example',
  PUBLIC_URL: 'https://sitecraft.example/',
  SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
}

const REQUIRED_IN_PRODUCTION = [
  'SMTP_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'PUBLIC_URL',
  'SECRETS_KEY',
]

function configError(source: Record<string, string | undefined>): ConfigError {
  try {
    loadConfig(source)
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError)
    return err as ConfigError
  }
  throw new Error('loadConfig accepted the configuration')
}

describe('loadConfig', () => {
  it('uses the documented defaults for an empty environment', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      dataDir: './data',
      databaseUrl: undefined,
      redisUrl: undefined,
      smtpUrl: undefined,
      mailFrom: 'SiteCraft <hello@sitecraft.studio>',
      domainCheck: 'offline',
      chatNumber: '442045771290',
      logLevel: 'info',
      trustProxy: false,
      staticDir: undefined,
      devRoutes: true,
    })
    expect(config.stripe).toEqual({
      secretKey: undefined,
      publishableKey: undefined,
      webhookSecret: undefined,
    })
  })

  it('reads the values it is given and treats empty ones as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://example.com/',
      DOMAIN_CHECK: 'rdap',
      TRUST_PROXY: '10.0.0.1',
      CHAT_NUMBER: '+44 20 1234 5678',
      SMTP_URL: '',
      LOG_LEVEL: '',
    })
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'https://example.com',
      domainCheck: 'rdap',
      trustProxy: '10.0.0.1',
      chatNumber: '442012345678',
      smtpUrl: undefined,
      logLevel: 'info',
    })
  })

  it.each([
    ['1', 1],
    ['2', 2],
    ['false', false],
    ['10.0.0.1', '10.0.0.1'],
    ['10.0.0.1, 10.0.0.0/8 ,loopback', '10.0.0.1,10.0.0.0/8,loopback'],
    ['::1,fd00::/8', '::1,fd00::/8'],
  ])('reads TRUST_PROXY=%s', (value, trustProxy) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(trustProxy)
  })

  it('refuses TRUST_PROXY=true, saying why and what to write instead', () => {
    const message = configError({ TRUST_PROXY: 'true' }).message
    expect(message).toContain('TRUST_PROXY')
    expect(message).toContain("would believe any client's X-Forwarded-For")
  })

  it.each(['0', '11', 'yes', '10.0.0.1/33', '10.0.0', 'proxy.example.com', '10.0.0.1/8/1'])(
    'refuses TRUST_PROXY=%s with a clear message',
    (value) => {
      expect(configError({ TRUST_PROXY: value }).message).toContain(
        'TRUST_PROXY must be false, a number of proxies from 1 to 10, or addresses and CIDR ranges',
      )
    },
  )

  it('reads METRICS_TOKEN, and without one there is no metrics endpoint', () => {
    const token = Buffer.alloc(32, 9).toString('base64')
    expect(loadConfig({ METRICS_TOKEN: ` ${token} ` }).metricsToken).toBe(token)
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined()
    expect(loadConfig({}).metricsToken).toBeUndefined()
  })

  it.each(['short', 'has a space in it but is long enough', 'x'.repeat(257)])(
    'refuses METRICS_TOKEN=%s with a clear message',
    (value) => {
      expect(configError({ METRICS_TOKEN: value }).message).toContain(
        'METRICS_TOKEN must be 24 to 256 characters with no spaces',
      )
    },
  )

  it('starts production with ALLOW_UNSAFE_PRODUCTION only with a loud warning naming each gap', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      ALLOW_UNSAFE_PRODUCTION: 'true',
      TEST_PAYMENTS: 'enabled',
    })
    const warning = unsafeProductionWarning(config)!
    expect(warning).toMatch(/^WARNING: running in production WITHOUT:/)
    for (const name of ['SMTP_URL', 'STRIPE_SECRET_KEY', 'PUBLIC_URL', 'SECRETS_KEY'])
      expect(warning).toContain(name)
    expect(warning).toContain('sign-in codes are not logged')
    expect(unsafeProductionWarning(loadConfig({}))).toBeUndefined()
  })

  it.each(['abc', '70000', '-1', '3000.5'])('refuses PORT=%s with an error naming PORT', (port) => {
    const err = configError({ PORT: port })
    expect(err.message).toMatch(/^Invalid configuration:/)
    expect(err.message).toMatch(/\bPORT\b/)
  })

  it.each([
    ['NODE_ENV', 'staging'],
    ['DOMAIN_CHECK', 'whois'],
    ['STUDIO_EMAIL', 'not-an-email'],
    ['ADMIN_PASSWORD', 'short'],
    ['ADMIN_PASSWORD', 'password1234'],
    ['CFO_PASSWORD', 'qwertyuiop123'],
    ['CHAT_NUMBER', 'call us'],
    ['ALLOW_UNSAFE_PRODUCTION', 'maybe'],
    ['SECRETS_KEY', 'too-short'],
    ['SECRETS_KEY', 'ab'.repeat(31)],
  ])('refuses a bad %s and names it', (name, value) => {
    expect(configError({ [name]: value }).message).toContain(name)
  })

  it('reads SECRETS_KEY as 32 bytes from base64 or hex; elsewhere than production a fixed key stands in', () => {
    const key = Buffer.alloc(32, 9)
    expect(loadConfig({ SECRETS_KEY: key.toString('base64') }).secretsKey.equals(key)).toBe(true)
    expect(loadConfig({ SECRETS_KEY: key.toString('hex') }).secretsKey.equals(key)).toBe(true)
    const dev = loadConfig({}).secretsKey
    expect(dev).toHaveLength(32)
    expect(loadConfig({ NODE_ENV: 'test' }).secretsKey.equals(dev)).toBe(true)
    expect(loadConfig(PRODUCTION).secretsKey.equals(dev)).toBe(false)
  })

  it('starts in production when its settings are all present, without development routes', () => {
    const config = loadConfig(PRODUCTION)
    expect(config.env).toBe('production')
    expect(config.devRoutes).toBe(false)
    expect(config.publicUrl).toBe('https://sitecraft.example')
  })

  it('refuses production without SMTP_URL, the Stripe keys and PUBLIC_URL, naming each', () => {
    const err = configError({ NODE_ENV: 'production' })
    expect(err.message).toMatch(/^Refusing to start in production/)
    for (const name of [...REQUIRED_IN_PRODUCTION, 'ALLOW_UNSAFE_PRODUCTION=true']) {
      expect(err.message).toContain(name)
    }
  })

  it.each(REQUIRED_IN_PRODUCTION)('refuses production without %s alone', (name) => {
    const err = configError({ ...PRODUCTION, [name]: undefined })
    expect(err.message).toContain(`  ${name}`)
    for (const other of REQUIRED_IN_PRODUCTION.filter((n) => n !== name)) {
      expect(err.message).not.toContain(`  ${other}`)
    }
  })

  it('starts an unsafe production only when explicitly allowed, still without development routes', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      ALLOW_UNSAFE_PRODUCTION: 'true',
      TEST_PAYMENTS: 'enabled',
    })
    expect(config.env).toBe('production')
    expect(config.smtpUrl).toBeUndefined()
    expect(config.devRoutes).toBe(false)
    expect(configError({ NODE_ENV: 'production', ALLOW_UNSAFE_PRODUCTION: 'false' })).toBeInstanceOf(
      ConfigError,
    )
  })

  it('refuses the test payment provider in production unless TEST_PAYMENTS=enabled says so', () => {
    const source = { NODE_ENV: 'production', ALLOW_UNSAFE_PRODUCTION: 'true' }
    expect(configError(source).message).toContain('TEST_PAYMENTS=enabled')
    expect(loadConfig({ ...source, TEST_PAYMENTS: 'enabled' }).paymentProvider).toBe('test')
    expect(loadConfig(PRODUCTION).paymentProvider).toBe('stripe')
    expect(loadConfig({}).paymentProvider).toBe('test')
  })

  it('keeps development routes outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).devRoutes).toBe(true)
    expect(loadConfig({ NODE_ENV: 'test' }).devRoutes).toBe(true)
  })

  it('adds sample data to a development database unless told not to, and never in production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).sampleData).toBe(true)
    expect(loadConfig({ NODE_ENV: 'development', SAMPLE_DATA: 'false' }).sampleData).toBe(false)
    expect(loadConfig({ NODE_ENV: 'test' }).sampleData).toBe(false)
    expect(loadConfig({ NODE_ENV: 'test', SAMPLE_DATA: 'true' }).sampleData).toBe(true)
    expect(loadConfig(PRODUCTION).sampleData).toBe(false)
    expect(() => loadConfig({ ...PRODUCTION, SAMPLE_DATA: 'true' })).toThrow(
      'SAMPLE_DATA is for development only',
    )
  })

  it('stores uploads in the local folder unless S3_BUCKET names a bucket, then reads the S3 settings', () => {
    expect(loadConfig({}).s3).toBeUndefined()
    expect(loadConfig({ S3_BUCKET: 'sitecraft-uploads' }).s3).toEqual({
      bucket: 'sitecraft-uploads',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    })
    expect(
      loadConfig({
        S3_BUCKET: 'uploads',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'auto',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      bucket: 'uploads',
      endpoint: 'http://127.0.0.1:9000',
      region: 'auto',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    })
  })

  it('refuses S3 settings that cannot work, saying which', () => {
    expect(() => loadConfig({ S3_BUCKET: 'Uploads_2' })).toThrow('S3_BUCKET must be a bucket name')
    expect(() => loadConfig({ S3_BUCKET: 'uploads', S3_ENDPOINT: 'ftp://files.example' })).toThrow(
      'S3_ENDPOINT must be an http(s) URL',
    )
    expect(() => loadConfig({ S3_BUCKET: 'uploads', S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(
      'S3_FORCE_PATH_STYLE',
    )
    expect(() => loadConfig({ S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    )
    expect(() =>
      loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_SECRET_ACCESS_KEY: 'secret' }),
    ).toThrow('S3_ENDPOINT, S3_SECRET_ACCESS_KEY are set but S3_BUCKET is not')
  })

  it('gives tests a quiet config that never reads the real environment', () => {
    vi.stubEnv('PORT', 'not-a-port')
    try {
      const config = testConfig({ studioEmail: 'team@example.com' })
      expect(config).toMatchObject({
        env: 'test',
        logLevel: 'silent',
        port: 3000,
        studioEmail: 'team@example.com',
      })
    } finally {
      vi.unstubAllEnvs()
    }
  })
})
