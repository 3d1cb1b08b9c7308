// The Users tab sorted by a figure another module owns: projects ranks the accounts by their projects, orders and
// billing by their money kept, and the users module pages them in that order. Accounts with no figure sort as 0,
// beside the ones whose figure is 0, by id; a page boundary may fall anywhere among them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { creditNotes, invoices, maintenanceSubscriptions } from '../../db/schema/billing'
import { seedCustomer, seedPaidOrder } from '../../db/seed/factories'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
let admin: string
/** Each account's expected money kept and projects, by id. */
const figures = new Map<number, { spent: number; projects: number }>()

beforeAll(async () => {
  t = await createTestApp()
  const db = t.database.db
  await createStaff(t, 'admin', 'rank-admin@studio.test')
  admin = await signInStaff(t, 'admin', 'rank-admin@studio.test')
  const account = async (name: string) =>
    (await seedCustomer(db, { email: `${name}@rank.test` }, { session: false })).user.id
  const invoiceFor = async (
    userId: number,
    orderId: number | null,
    totalCents: number,
    subscriptionId?: number,
  ) => {
    const [row] = await db
      .insert(invoices)
      .values({
        number: `INV-RANK-${userId}-${orderId ?? 'm'}`,
        userId,
        orderId,
        subscriptionId: subscriptionId ?? null,
        status: 'paid',
        lines: [],
        subtotalCents: totalCents,
        totalCents,
        paidAt: new Date(),
      })
      .returning()
    return row!.id
  }
  const credit = (invoiceId: number, amountCents: number) =>
    db
      .insert(creditNotes)
      .values({ number: `CN-RANK-${invoiceId}-${amountCents}`, invoiceId, amountCents, reason: 'Refund' })

  // Two accounts with nothing: no entry in any module, so 0 and no projects.
  for (const name of ['none-a', 'none-b']) figures.set(await account(name), { spent: 0, projects: 0 })
  // Two with the same paid order: a tie, broken by id.
  for (const name of ['tie-a', 'tie-b']) {
    const id = await account(name)
    await seedPaidOrder(db, { userId: id, amountCents: 100_00 })
    figures.set(id, { spent: 100_00, projects: 1 })
  }
  // A paid order whose credit notes took it all back while it is still paid: kept 0, ranked among the zeros.
  const creditedAll = await account('credited-all')
  const order = await seedPaidOrder(db, { userId: creditedAll, amountCents: 80_00 })
  await credit(await invoiceFor(creditedAll, order.id, 80_00), 80_00)
  figures.set(creditedAll, { spent: 0, projects: 1 })
  // An order refunded in full does not count, nor do its credit notes.
  const refunded = await account('refunded')
  const gone = await seedPaidOrder(db, { userId: refunded, amountCents: 999_00, status: 'refunded' })
  await credit(await invoiceFor(refunded, gone.id, 999_00), 999_00)
  figures.set(refunded, { spent: 0, projects: 0 })
  // A maintenance invoice of $50.00 less a $20.00 credit note, with a $40.00 order and two credit notes of it.
  const plan = await account('plan')
  const site = await seedPaidOrder(db, { userId: plan, amountCents: 40_00 })
  const orderInvoice = await invoiceFor(plan, site.id, 40_00)
  await credit(orderInvoice, 5_00)
  await credit(orderInvoice, 6_00)
  const [sub] = await db
    .insert(maintenanceSubscriptions)
    .values({
      userId: plan,
      projectId: site.project!.id,
      plan: 'standard',
      billingCycle: 'monthly',
      amountCents: 50_00,
      startDate: '2027-01-01',
    })
    .returning()
  await credit(await invoiceFor(plan, null, 50_00, sub!.id), 20_00)
  figures.set(plan, { spent: 40_00 - 11_00 + 50_00 - 20_00, projects: 1 })
  // A $10.00 order that alone would rank last among those who paid, and a $200.00 maintenance invoice.
  const boosted = await account('boosted')
  const small = await seedPaidOrder(db, { userId: boosted, amountCents: 10_00 })
  const [boostedPlan] = await db
    .insert(maintenanceSubscriptions)
    .values({
      userId: boosted,
      projectId: small.project!.id,
      plan: 'standard',
      billingCycle: 'monthly',
      amountCents: 200_00,
      startDate: '2027-01-01',
    })
    .returning()
  await invoiceFor(boosted, null, 200_00, boostedPlan!.id)
  figures.set(boosted, { spent: 210_00, projects: 1 })
  // Three projects and more spent than anyone.
  const most = await account('most')
  for (const cents of [70_00, 80_00, 90_00]) await seedPaidOrder(db, { userId: most, amountCents: cents })
  figures.set(most, { spent: 240_00, projects: 3 })
})
afterAll(async () => {
  await t?.close()
})

/** Every account of the search (every account without one), read a page of `size` at a time. */
async function readAll(sort: string, size: number, q = 'rank.test') {
  const items: { id: number; projectsCount: number; totalSpentCents: number }[] = []
  for (let page = 1; ; page++) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users?q=${q}&sort=${sort}&page=${page}&pageSize=${size}`,
      headers: bearer(admin),
    })
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    if (q) expect(body.total).toBe(figures.size)
    items.push(...body.items)
    if (body.items.length < size) return items
  }
}

/** The ids in the order the figure sorts them, ties (and zeros) by id, either way round. */
function expected(key: 'spent' | 'projects', descending: boolean) {
  const sign = descending ? -1 : 1
  return [...figures].sort(([a, fa], [b, fb]) => sign * (fa[key] - fb[key] || a - b)).map(([id]) => id)
}

describe('the Users tab sorted by a figure', () => {
  it.each([
    ['spent', 'spent', false],
    ['-spent', 'spent', true],
    ['projects', 'projects', false],
    ['-projects', 'projects', true],
  ] as const)(
    'sorts by %s across pages, accounts with none at 0 and ties by id',
    async (sort, key, descending) => {
      for (const size of [1, 2, 3, 100]) {
        const items = await readAll(sort, size)
        expect(items.map((i) => i.id)).toEqual(expected(key, descending))
        // Both figures are every account's own, whichever one sorts.
        expect(items.map((i) => [i.totalSpentCents, i.projectsCount])).toEqual(
          items.map((i) => [figures.get(i.id)!.spent, figures.get(i.id)!.projects]),
        )
      }
    },
  )

  it('sorts every account by -spent without a search, the most first from the ranking of the best alone', async () => {
    // The staff accounts have nothing: 0, among the accounts at 0.
    const everyone = new Map(figures)
    for (const i of await readAll('email', 100, ''))
      if (!everyone.has(i.id)) everyone.set(i.id, { spent: 0, projects: 0 })
    const order = [...everyone].sort(([a, fa], [b, fb]) => fb.spent - fa.spent || b - a).map(([id]) => id)
    for (const size of [1, 2, 3, 4, 100]) {
      const items = await readAll('-spent', size, '')
      expect(items.map((i) => i.id)).toEqual(order)
      expect(items.map((i) => i.totalSpentCents)).toEqual(order.map((id) => everyone.get(id)!.spent))
    }
  })

  it('answers the same figures for an account sorted by its own columns and in its record', async () => {
    const items = await readAll('email', 100)
    for (const i of items) {
      expect([i.totalSpentCents, i.projectsCount]).toEqual([
        figures.get(i.id)!.spent,
        figures.get(i.id)!.projects,
      ])
      const record = (
        await t.app.inject({ method: 'GET', url: `/api/admin/users/${i.id}`, headers: bearer(admin) })
      ).json()
      expect(record.user).toMatchObject({
        totalSpentCents: i.totalSpentCents,
        projectsCount: i.projectsCount,
      })
    }
  })
})
