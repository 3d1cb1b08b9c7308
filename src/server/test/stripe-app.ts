import type { LightMyRequestResponse } from 'fastify'
import Stripe from 'stripe'
import type { Config } from '../config'
import type { Clock } from '../lib/clock'
import { type FakeStripe, signedWebhook, startFakeStripe } from './fake-stripe'
import { createTestApp, type TestApp } from './test-app'

export interface StripeTestApp {
  /** The app in Stripe mode. */
  t: TestApp
  /** The local Stripe stand-in the app's SDK talks to. */
  fake: FakeStripe
  /** The official SDK with the same key, for signing webhooks. */
  sdk: Stripe
  /** POST /api/webhooks/stripe with `event`, signed as Stripe signs it. */
  webhook(event: object): Promise<LightMyRequestResponse>
  close(): Promise<void>
}

/** An app in Stripe mode against a fresh Stripe stand-in, its webhooks signed with `webhookSecret`. */
export async function startStripeTestApp(opts: {
  secretKey: string
  webhookSecret: string
  clock?: Clock
  config?: Partial<Config>
  /** Where the log goes (with `config.logLevel`), for a test that reads it. */
  logStream?: { write(line: string): void }
}): Promise<StripeTestApp> {
  const fake = await startFakeStripe({ secretKey: opts.secretKey })
  const t = await createTestApp({
    ...(opts.clock ? { clock: opts.clock } : {}),
    ...(opts.logStream ? { logStream: opts.logStream } : {}),
    config: {
      paymentProvider: 'stripe',
      stripe: {
        secretKey: opts.secretKey,
        publishableKey: 'pk_test_fake',
        webhookSecret: opts.webhookSecret,
        apiBase: fake.url,
      },
      ...opts.config,
    },
  })
  const sdk = new Stripe(opts.secretKey)
  return {
    t,
    fake,
    sdk,
    async webhook(event) {
      const signed = await signedWebhook(sdk, opts.webhookSecret, event)
      return t.app.inject({
        method: 'POST',
        url: '/api/webhooks/stripe',
        headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature },
        payload: signed.payload,
      })
    },
    async close() {
      await t.close()
      await fake.close()
    },
  }
}
