import path from 'node:path'
import { randomUUID } from 'node:crypto'
import compress from '@fastify/compress'
import { quietClientGone } from './lib/client-gone'
import { stopSequence } from './plugins/shutdown'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  LogController,
} from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from './config'
import type { AppContext } from './context'
import type { DatabaseHandle } from './db/client'
import { mailJobHandler } from './integrations/mail/outbox'
import { createJobRunner } from './jobs/runner'
import { countPendingJobs } from './jobs/queue'
import { PRUNE_EVERY_MS, PRUNE_JOB, pruneJobHandler } from './jobs/prune'
import {
  createMailboxTransport,
  createSmtpTransport,
  type MailTransport,
} from './integrations/mail/transport'
import { type Clock, systemClock } from './lib/clock'
import { PublicCache } from './lib/public-cache'
import { adminRoutes } from './modules/admin'
import { financeRoutes } from './modules/finance'
import { auditRoutes } from './modules/audit'
import { authRoutes } from './modules/auth'
import { usersRoutes } from './modules/users'
import { registerAuth } from './plugins/auth'
import { contactRoutes } from './modules/contact'
import { couponRoutes } from './modules/coupons'
import { domainRoutes } from './modules/domains'
import { couponEmailRoutes } from './modules/coupon-email'
import { devMailboxRoutes } from './modules/dev-mailbox'
import { testSeedRoutes } from './modules/test-seed'
import { healthRoutes } from './modules/health'
import { marketingRoutes } from './modules/marketing'
import { countJob, countMail, createMetrics, registerMetrics } from './modules/metrics'
import { pagesRoutes } from './modules/pages'
import { getPortfolio, portfolioRoutes } from './modules/portfolio'
import { adminPortfolioRoutes } from './modules/portfolio'
import { supportRoutes, supportTicketRoutes } from './modules/support'
import {
  MAX_PATH_PARAM_LENGTH,
  registerErrorHandler,
  sendApiNotFound,
  sendFrameworkError,
} from './plugins/errors'
import { openapiTransform, registerSharedFailures } from './plugins/openapi'
import { databaseCounterStore, RateLimiter, redisCounterStore } from './plugins/rate-limit'
import { requireDeclaredRoles } from './plugins/roles'
import { publicFastPath, requireHooklessFastPath } from './plugins/public-fast-path'
import { registerSecurityHeaders } from './plugins/security'
import './context'
import { localFileStore, type FileStore } from './integrations/storage/file-store'
import { s3FileStore } from './integrations/storage/s3-file-store'
import type { PaymentProvider } from './integrations/payments/provider'
import { stripePaymentProvider } from './integrations/payments/stripe-provider'
import { testPaymentProvider } from './integrations/payments/test-provider'
import { orderRoutes, findOrderPaymentMethod, listRecentPaidOrders, refundOrder } from './modules/orders'
import {
  accessDetailsRoutes,
  adminProjectRoutes,
  cancelProjectRoutes,
  clientMayOpenReviewScreenshot,
  designCommentRoutes,
  countDeliveredProjects,
  findCustomerProject,
  listProjectTitles,
  projectRoutes,
  projectTitleOf,
  readOrderPaymentMethodsWith,
} from './modules/projects'
import { shareUploadsWith, uploadRoutes } from './modules/uploads'
import { registerModuleJobs } from './module-jobs'
import { clientMayOpenAttachment, messageRoutes } from './modules/messages'
import { billingRoutes } from './modules/billing'
import { notificationRoutes } from './modules/notifications'
import {
  countDeliveredProjectsWith,
  getPublicSiteSettings,
  siteSettingsRoutes,
} from './modules/site-settings'

export interface AppDeps {
  database: DatabaseHandle
  clock?: Clock
  /** Replace the mail transport (tests may); by default SMTP when configured, else the development mailbox. */
  transport?: MailTransport
  /** Where log lines go (standard output by default); tests read them. */
  logStream?: { write(line: string): void }
  /** Replace the payment provider (tests may); by default Stripe when configured, else the test provider. */
  payments?: PaymentProvider
  /** Replace the file store; by default the S3 bucket when configured, else a folder under DATA_DIR. */
  files?: FileStore
}

/** The provider the configuration names: Stripe with both keys, else the built-in test provider. */
function paymentProvider(config: Config, database: DatabaseHandle): PaymentProvider {
  return config.paymentProvider === 'stripe'
    ? stripePaymentProvider({
        secretKey: config.stripe.secretKey!,
        publishableKey: config.stripe.publishableKey!,
        apiBase: config.stripe.apiBase,
        webhookSecret: config.stripe.webhookSecret,
      })
    : testPaymentProvider(database.db)
}

/** Built files: one line each at debug level, so the info log is one line per request that matters. */
const STATIC_FILE = /^\/assets\/|\.(?:js|css|png|jpe?g|webp|avif|svg|ico|woff2?|txt|xml|webmanifest|map)$/

export const BODY_LIMIT = 1024 * 1024

/** Builds the app without listening: external plugins, then app plugins, then routes. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const cache = new PublicCache(deps.database)
  const metrics = createMetrics({
    pendingJobs: () => countPendingJobs(deps.database.db),
    process: config.metricsToken !== undefined,
  })
  // The fast path logs through the app's logger, which exists once Fastify does.
  const logger: { current?: FastifyBaseLogger } = {}
  const stopping = stopSequence()
  const app = Fastify({
    serverFactory: publicFastPath({
      cache,
      log: () => logger.current,
      ...(config.metricsToken ? { observe: metrics.observeHttp } : {}),
      refuse: stopping.refuse,
    }),
    logger: {
      level: config.logLevel,
      ...(deps.logStream ? { stream: deps.logStream } : {}),
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.otp', '*.token'],
        remove: true,
      },
      hooks: { logMethod: quietClientGone },
    },
    genReqId: () => randomUUID(),
    // A URL that cannot be decoded (`/%3Cscript%3E%`), or a path id longer than the router matches, gets the
    // app's error body and security headers (plugins/errors.ts); routing never saw it, so no hook has run for it.
    frameworkErrors: (error, request, reply: FastifyReply) => void sendFrameworkError(error, request, reply),
    // One line per request, written when it completes (below), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT,
    // A hop count believes that many proxies nearest the server (what proxy-addr does with a number).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    // A request must arrive whole, body included, in this time (then 408); a slow sender cannot hold a socket.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(10_000, config.requestTimeoutMs),
      // How often Node checks those limits (30 s by default, longer than the limits themselves).
      connectionsCheckingInterval: Math.max(250, Math.min(5_000, Math.floor(config.requestTimeoutMs / 4))),
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PATH_PARAM_LENGTH },
    forceCloseConnections: 'idle',
    // A request that reached a stopping instance on a connection it had already accepted is answered, not
    // refused with 503: a proxy does not send a refused POST elsewhere (see stopListening).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>()

  logger.current = app.log
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  const clock = deps.clock ?? systemClock
  const transport =
    deps.transport ??
    (config.smtpUrl
      ? createSmtpTransport(config.smtpUrl)
      : createMailboxTransport(deps.database.db, app.log, { logCodes: config.env !== 'production' }))
  // Requests being answered now: background work that is not urgent lets them go first (jobs/runner.ts).
  let inFlight = 0
  app.addHook('onRequest', async () => {
    inFlight++
  })
  app.addHook('onResponse', async () => {
    inFlight = Math.max(0, inFlight - 1)
  })
  app.addHook('onRequestAbort', async (_request) => {
    inFlight = Math.max(0, inFlight - 1)
  })
  const jobs = createJobRunner({
    db: deps.database.db,
    clock,
    log: app.log,
    pollMs: config.jobPollMs,
    concurrency: config.jobConcurrency,
    leaseMs: config.jobLeaseMs,
    busy: () => inFlight > 0,
    onAttempt: (kind, outcome) => countJob(metrics, kind, outcome),
  })
  jobs.register(
    mailJobHandler(transport, config.mailFrom, (kind, outcome) => countMail(metrics, kind, outcome)),
  )
  jobs.register(pruneJobHandler({ db: deps.database.db, clock, retentionDays: config.jobRetentionDays }))
  jobs.schedule({ name: PRUNE_JOB, kind: PRUNE_JOB, everyMs: PRUNE_EVERY_MS })
  const payments = deps.payments ?? paymentProvider(config, deps.database)
  // Reads a lower module needs from one above it, handed down here so neither imports the other in a cycle.
  readOrderPaymentMethodsWith(findOrderPaymentMethod)
  countDeliveredProjectsWith(countDeliveredProjects)
  shareUploadsWith(clientMayOpenAttachment, clientMayOpenReviewScreenshot)
  // Uploads: the S3-compatible bucket when S3_BUCKET is set, else a folder under DATA_DIR (decision 0030).
  const files =
    deps.files ??
    (config.s3 ? s3FileStore(config.s3) : localFileStore(path.resolve(config.dataDir, 'uploads')))
  const ctx: AppContext = {
    payments,
    files,
    config,
    db: deps.database.db,
    database: deps.database,
    clock,
    log: app.log,
    jobs,
    cache,
    metrics,
    rateLimiter: new RateLimiter(
      config.redisUrl ? redisCounterStore(config.redisUrl) : databaseCounterStore(deps.database.db),
      clock,
    ),
  }
  app.decorate('ctx', ctx)
  registerModuleJobs(jobs, ctx, payments)
  await ctx.cache.start()

  let ready = false
  stopping.install(app)
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
    // A store handed in by the caller is the caller's to close.
    if (!deps.files) await files.close()
  })
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id)
    done()
  })
  app.addHook('onResponse', (request, reply, done) => {
    // The path only: a query string may carry an address or a token.
    const url = request.url.split('?', 1)[0]!
    const line = {
      req: { method: request.method, url },
      res: { statusCode: reply.statusCode },
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    }
    if (STATIC_FILE.test(url)) request.log.debug(line, 'request completed')
    else request.log.info(line, 'request completed')
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
    transform: openapiTransform,
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
  registerSharedFailures(app)
  requireDeclaredRoles(app)
  registerAuth(app)

  // Routes.
  registerMetrics(app, metrics, config.metricsToken)
  await app.register(healthRoutes({ ready: () => ready, draining: stopping.draining }))
  await app.register(authRoutes)
  await app.register(usersRoutes)
  await app.register(adminRoutes)
  await app.register(auditRoutes)
  await app.register(contactRoutes)
  await app.register(supportRoutes)
  await app.register(supportTicketRoutes)
  await app.register(couponEmailRoutes)
  await app.register(couponRoutes)
  await app.register(domainRoutes)
  await app.register(orderRoutes(payments))
  await app.register(projectRoutes)
  await app.register(messageRoutes)
  await app.register(designCommentRoutes)
  await app.register(adminProjectRoutes)
  await app.register(cancelProjectRoutes({ refundOrder }))
  await app.register(accessDetailsRoutes)
  await app.register(uploadRoutes)
  await app.register(notificationRoutes({ projectTitles: listProjectTitles }))
  await app.register(billingRoutes({ findCustomerProject, listProjectTitles, projectTitleOf }))
  await app.register(financeRoutes)
  await app.register(portfolioRoutes)
  await app.register(adminPortfolioRoutes)
  await app.register(marketingRoutes({ recentPaidOrders: listRecentPaidOrders }))
  await app.register(siteSettingsRoutes)
  if (config.devRoutes) await app.register(devMailboxRoutes)
  if (config.testSeedRoutes) await app.register(testSeedRoutes)
  if (config.staticDir) {
    await app.register(
      pagesRoutes({
        root: config.staticDir,
        production: config.env === 'production',
        values: { chatNumber: config.chatNumber },
        data: {
          '/api/portfolio': () => getPortfolio(ctx),
          '/api/site-settings': () => getPublicSiteSettings(ctx),
        },
        liveValues: () => getPublicSiteSettings(ctx),
      }),
    )
  } else {
    app.setNotFoundHandler(sendApiNotFound)
  }
  return app
}
