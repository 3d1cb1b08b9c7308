import { randomUUID } from 'node:crypto'
import compress from '@fastify/compress'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify'
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import type { Config } from './config'
import type { AppContext } from './context'
import type { DatabaseHandle } from './db/client'
import { mailJobHandler } from './integrations/mail/outbox'
import { createJobRunner } from './jobs/runner'
import { PRUNE_EVERY_MS, PRUNE_JOB, pruneJobHandler } from './jobs/prune'
import {
  createMailboxTransport,
  createSmtpTransport,
  type MailTransport,
} from './integrations/mail/transport'
import { type Clock, systemClock } from './lib/clock'
import { PublicCache } from './lib/public-cache'
import { adminRoutes } from './modules/admin/admin.routes'
import { authRoutes } from './modules/auth/auth.routes'
import { usersRoutes } from './modules/users/users.routes'
import { registerAuth } from './plugins/auth'
import { contactRoutes } from './modules/contact/contact.routes'
import { couponEmailRoutes } from './modules/coupon-email/coupon-email.routes'
import { devMailboxRoutes } from './modules/dev-mailbox/dev-mailbox.routes'
import { testSeedRoutes } from './modules/test-seed/test-seed.routes'
import { healthRoutes } from './modules/health/health.routes'
import { marketingRoutes } from './modules/marketing/marketing.routes'
import { pagesRoutes } from './modules/pages/pages.routes'
import { portfolioRoutes } from './modules/portfolio/portfolio.routes'
import { getPortfolio } from './modules/portfolio/portfolio.service'
import { supportRoutes } from './modules/support/support.routes'
import { registerErrorHandler, sendApiNotFound } from './plugins/errors'
import { databaseCounterStore, RateLimiter, redisCounterStore } from './plugins/rate-limit'
import { requireDeclaredRoles } from './plugins/roles'
import { publicFastPath, requireHooklessFastPath } from './plugins/public-fast-path'
import { registerSecurityHeaders } from './plugins/security'
import './context'

export interface AppDeps {
  database: DatabaseHandle
  clock?: Clock
  /** Replace the mail transport (tests may); by default SMTP when configured, else the development mailbox. */
  transport?: MailTransport
}

export const BODY_LIMIT = 1024 * 1024

/** Builds the app without listening (STYLE.md habit 6): external plugins, then app plugins, then routes. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const cache = new PublicCache(deps.database)
  // The fast path logs through the app's logger, which exists once Fastify does.
  const logger: { current?: FastifyBaseLogger } = {}
  const app = Fastify({
    serverFactory: publicFastPath({ cache, log: () => logger.current }),
    logger: {
      level: config.logLevel,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.otp', '*.token'],
        remove: true,
      },
    },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>()

  logger.current = app.log
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  const clock = deps.clock ?? systemClock
  const transport =
    deps.transport ??
    (config.smtpUrl ? createSmtpTransport(config.smtpUrl) : createMailboxTransport(deps.database.db, app.log))
  const jobs = createJobRunner({
    db: deps.database.db,
    clock,
    log: app.log,
    pollMs: config.jobPollMs,
    concurrency: config.jobConcurrency,
    leaseMs: config.jobLeaseMs,
  })
  jobs.register(mailJobHandler(transport, config.mailFrom))
  jobs.register(pruneJobHandler({ db: deps.database.db, clock, retentionDays: config.jobRetentionDays }))
  jobs.schedule({ name: PRUNE_JOB, kind: PRUNE_JOB, everyMs: PRUNE_EVERY_MS })
  const ctx: AppContext = {
    config,
    db: deps.database.db,
    database: deps.database,
    clock,
    log: app.log,
    jobs,
    cache,
    rateLimiter: new RateLimiter(
      config.redisUrl ? redisCounterStore(config.redisUrl) : databaseCounterStore(deps.database.db),
      clock,
    ),
  }
  app.decorate('ctx', ctx)
  await ctx.cache.start()

  let ready = false
  app.addHook('onReady', async () => {
    ready = true
    if (config.env !== 'test') jobs.start()
  })
  app.addHook('onClose', async () => {
    ready = false
    await jobs.stop()
    await transport.close()
    ctx.cache.stop()
    await ctx.rateLimiter.close()
  })
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id)
    done()
  })

  // Sees each route's own hooks before plugins add theirs (compression's, for bodies the cached answer
  // encodes itself).
  requireHooklessFastPath(app)

  // External plugins.
  registerSecurityHeaders(app, { production: config.env === 'production' })
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] })
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'SiteCraft API',
        version: '1.0.0',
        description:
          'Every route, generated from the endpoint definitions in src/shared/contracts. Failures answer ' +
          '`{ message, error, code, requestId }`.',
        license: {
          name: 'Proprietary: SiteCraft terms of service',
          url: `${config.publicUrl}/terms-of-service`,
        },
      },
      // The server that serves this document, whatever its address (PUBLIC_URL may be a development one).
      servers: [{ url: '/', description: 'The server this document is served from' }],
      tags: [
        {
          name: 'public',
          description: 'The public site: forms and the cached public reads, open to everyone',
        },
        { name: 'auth', description: 'Sign-in, sessions and the second factor' },
        { name: 'admin', description: 'The admin panel' },
      ],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'The session token a sign-in answers, sent as `Authorization: Bearer <token>`.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // The UI sets inline styles; nothing else is loosened.
    transformStaticCSP: (header) =>
      header.replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'"),
  })

  // App plugins.
  registerErrorHandler(app)
  requireDeclaredRoles(app)
  registerAuth(app)

  // Routes.
  await app.register(healthRoutes({ ready: () => ready }))
  await app.register(authRoutes)
  await app.register(usersRoutes)
  await app.register(adminRoutes)
  await app.register(contactRoutes)
  await app.register(supportRoutes)
  await app.register(couponEmailRoutes)
  await app.register(portfolioRoutes)
  await app.register(marketingRoutes)
  if (config.devRoutes) await app.register(devMailboxRoutes)
  if (config.testSeedRoutes) await app.register(testSeedRoutes)
  if (config.staticDir) {
    await app.register(
      pagesRoutes({
        root: config.staticDir,
        values: { chatNumber: config.chatNumber },
        data: { '/api/portfolio': () => getPortfolio(ctx) },
      }),
    )
  } else {
    app.setNotFoundHandler(sendApiNotFound)
  }
  return app
}
