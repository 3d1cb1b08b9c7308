import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { PROJECT_STATUSES } from '../../../shared/lifecycle'
import { seedCustomer, seedProject } from '../../db/seed/factories'
import { createPasswordSetupLink } from '../auth'
import { invoiceDueCycles } from '../billing'
import { recentOrdersChanged } from '../marketing'
import { createStaffAccount } from '../users'

const SeedCustomerSchema = z.object({
  email: z.email().optional(),
  firstName: z.string().max(100).optional(),
  /** Projects to create for the customer, each with its paid order, in these statuses. */
  projects: z.array(z.enum(PROJECT_STATUSES)).max(50).default([]),
})

const SeedStaffSchema = z.object({ role: z.enum(['admin', 'cfo']), email: z.email() })

/**
 * Seeding for browser tests: a signed-in customer (and projects in any status) in one call, so a journey test
 * starts where it needs to instead of clicking through sign-in. Registered only when TEST_SEED_ROUTES is set
 * outside production (config.testSeedRoutes), hidden from the API document.
 */
export const testSeedRoutes: FastifyPluginAsync = async (app) => {
  app.post('/dev/seed/customer', { schema: { hide: true } }, async (request, reply) => {
    const parsed = SeedCustomerSchema.safeParse(request.body ?? {})
    if (!parsed.success) return reply.status(400).send({ message: parsed.error.issues[0]?.message })
    const { email, firstName, projects } = parsed.data
    const seeded = await app.ctx.db.transaction(async (tx) => {
      const { user, token } = await seedCustomer(
        tx,
        { ...(email ? { email: email.toLowerCase() } : {}), ...(firstName ? { firstName } : {}) },
        { now: app.ctx.clock.now() },
      )
      const created = []
      for (const status of projects) created.push(await seedProject(tx, { userId: user.id, status }))
      return { token, user: { id: user.id, email: user.email }, projectIds: created.map((p) => p.id) }
    })
    // Their paid orders show on the landing page's recent-orders toast, as a checkout's would.
    if (projects.length) await recentOrdersChanged(app.ctx)
    return seeded
  })

  // A signed-in staff account (admin or CFO), for a journey that needs the studio's side too.
  app.post('/dev/seed/staff', { schema: { hide: true } }, async (request, reply) => {
    const parsed = SeedStaffSchema.safeParse(request.body ?? {})
    if (!parsed.success) return reply.status(400).send({ message: parsed.error.issues[0]?.message })
    const { role, email } = parsed.data
    const { user, token } = await seedCustomer(
      app.ctx.db,
      {
        email: email.toLowerCase(),
        role,
        firstName: role === 'admin' ? 'Avery' : 'Finley',
        lastName: 'Staff',
      },
      { now: app.ctx.clock.now() },
    )
    return { token, user: { id: user.id, email: user.email } }
  })

  // A staff account without a password and its one-time setup link, as a production start makes them.
  app.post('/dev/seed/staff-setup-link', { schema: { hide: true } }, async (request, reply) => {
    const parsed = SeedStaffSchema.safeParse(request.body ?? {})
    if (!parsed.success) return reply.status(400).send({ message: parsed.error.issues[0]?.message })
    const { role, email } = parsed.data
    await createStaffAccount(app.ctx.db, { role, email: email.toLowerCase(), password: null })
    const link = await createPasswordSetupLink(app.ctx.db, '', email.toLowerCase(), app.ctx.clock.now())
    return { path: link.url }
  })

  // The hourly maintenance billing run, now: a plan starting today gets its first invoice without waiting.
  app.post('/dev/run/maintenance-billing', { schema: { hide: true } }, async () => ({
    invoiced: await invoiceDueCycles(app.ctx),
  }))
}
