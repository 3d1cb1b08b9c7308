// Which test files run in which vitest project (vitest.config.ts); README's "Test it" says the same in prose.

/**
 * `unit`: test files that touch no database — shared rules, the client's plain modules, the server's helpers. They
 * run once, without the migrated template the API suite's global setup prepares.
 */
export const UNIT_TESTS = [
  'src/shared/**/*.test.ts',
  'src/client/**/*.test.ts',
  'src/server/lib/**/*.test.ts',
  'src/server/plugins/shutdown.test.ts',
  'src/server/module-boundaries.test.ts',
  'src/server/config.test.ts',
  'src/server/integrations/mail/render.test.ts',
  'src/server/integrations/storage/storage.test.ts',
  'src/server/integrations/storage/attachments.test.ts',
  'src/server/test/fake-stripe.test.ts',
  'src/server/test/suites.test.ts',
  'src/server/modules/finance/report-pdf.test.ts',
  'scripts/check-image.test.ts',
]

/**
 * API test files with nothing to run on PGlite: every test needs PostgreSQL (built servers as separate processes
 * on one database). The `api` project leaves them out, so the PGlite pass under REQUIRE_ALL_SUITES does not meet
 * a file without tests; they run in the PostgreSQL pass (they are in POSTGRES_PASS too).
 */
export const POSTGRES_ONLY = ['src/server/multi-instance.test.ts']

/**
 * `api-pg`: the API test files run a second time on PostgreSQL, the ones PGlite could let pass where PostgreSQL
 * would not. PGlite is PostgreSQL's own code with one connection running one statement at a time; so a file is
 * here when it races requests or jobs (`Promise.all`), uses a second connection or instance (LISTEN/NOTIFY, two
 * apps on one database), has PostgreSQL-only tests (./postgres-only), or checks what the driver does (its errors,
 * prepared statements, the statements a request sends). Every other API file runs on PGlite only. suites.test.ts
 * refuses a file with one of those marks that is missing here.
 */
export const POSTGRES_PASS = [
  'src/server/db/business-schema.test.ts',
  'src/server/cli/backup.test.ts',
  'src/server/db/client.test.ts',
  'src/server/integrations/mail/outbox.test.ts',
  'src/server/integrations/payments/test-provider.test.ts',
  'src/server/jobs/jobs.test.ts',
  'src/server/multi-instance.test.ts',
  'src/server/modules/auth/otp.test.ts',
  'src/server/modules/auth/staff-login.test.ts',
  'src/server/modules/auth/totp.test.ts',
  'src/server/modules/billing/invoice-numbers.test.ts',
  'src/server/modules/billing/invoice-payments-race.test.ts',
  'src/server/modules/billing/invoice-payments-stripe-race.test.ts',
  'src/server/modules/billing/maintenance-plans.test.ts',
  'src/server/modules/billing/maintenance-consent.test.ts',
  'src/server/modules/billing/maintenance.test.ts',
  'src/server/modules/contact/contact.test.ts',
  'src/server/modules/domains/admin-domains.test.ts',
  'src/server/modules/domains/domain-fee-refund.test.ts',
  'src/server/modules/domains/project-domain.test.ts',
  'src/server/modules/metrics/metrics.test.ts',
  'src/server/modules/finance/ledger-days.test.ts',
  'src/server/modules/coupons/admin-coupons-concurrency.test.ts',
  'src/server/modules/orders/checkout-concurrency.test.ts',
  'src/server/modules/projects/info-request-answers.test.ts',
  'src/server/modules/messages/messages.test.ts',
  'src/server/modules/orders/late-rush.test.ts',
  'src/server/modules/projects/design-comments.test.ts',
  'src/server/modules/projects/review-screenshots.test.ts',
  'src/server/modules/projects/paid-revision-rounds.test.ts',
  'src/server/modules/orders/checkout-finalise-rules.test.ts',
  'src/server/modules/orders/checkout-round-trips.test.ts',
  'src/server/modules/orders/checkout-compat.test.ts',
  'src/server/modules/orders/checkout-intent.test.ts',
  'src/server/modules/orders/checkout-test-provider.test.ts',
  'src/server/modules/orders/manual-payment-race.test.ts',
  'src/server/modules/orders/refund-race.test.ts',
  'src/server/modules/orders/provider-errors.test.ts',
  'src/server/modules/orders/reconciliation.test.ts',
  'src/server/modules/orders/stripe-order-changes.test.ts',
  'src/server/modules/orders/stripe-refunds.test.ts',
  'src/server/modules/orders/stripe-webhooks.test.ts',
  'src/server/modules/portfolio/admin-portfolio-cache.test.ts',
  'src/server/modules/portfolio/portfolio.test.ts',
  'src/server/modules/projects/project-cancel-race.test.ts',
  'src/server/modules/projects/project-lifecycle.test.ts',
  'src/server/modules/projects/project-setup.test.ts',
  'src/server/modules/projects/dashboard-queries.test.ts',
  'src/server/modules/sample-data/sample-data.test.ts',
  'src/server/modules/site-settings/site-settings-pages.test.ts',
  'src/server/modules/users/admin-users-round-trips.test.ts',
  'src/server/modules/support/support-tickets-admin.test.ts',
  'src/server/modules/support/support-tickets-dashboard.test.ts',
  'src/server/modules/support/support-tickets-replies.test.ts',
  'src/server/modules/uploads/uploads-s3.test.ts',
  'src/server/modules/users/first-staff.test.ts',
  'src/server/plugins/contract-walk.test.ts',
  'src/server/plugins/errors.test.ts',
  'src/server/plugins/rate-limit.test.ts',
]

/**
 * `client-isolated`: the client component files that replace modules with `vi.mock` (React itself, the toast,
 * Stripe's components, an API hook). The `client` project runs every other file with the worker's loaded modules
 * shared (isolate: false), which would let such a replacement reach the next file; these get a module graph of
 * their own. suites.test.ts refuses a client file that calls vi.mock and is missing here.
 */
export const CLIENT_ISOLATED = [
  'src/client/components/account/header-account.test.tsx',
  'src/client/components/stripe-payment-form.test.tsx',
  'src/client/features/projects/components/project-panels.test.tsx',
  'src/client/features/support/components/support-ticket-dialog.test.tsx',
  'src/client/features/marketing/components/recent-orders-card.test.tsx',
]

/** `e2e`: browser test files run this many at a time, each worker on a built server of its own (e2e/global-setup.ts). */
export const E2E_WORKERS = 2
