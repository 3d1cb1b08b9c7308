// The Users tab's reads: a page of accounts searched, sorted and counted by the server, and one account's record.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { creditNotes, invoices, maintenanceSubscriptions } from '../../db/schema/billing'
import { supportTickets } from '../../db/schema/support'
import { seedCustomer, seedPaidOrder } from '../../db/seed/factories'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
let admin: string
let cfo: string
let customer: string
const ids: Record<'ana' | 'bob' | 'cleo', number> = { ana: 0, bob: 0, cleo: 0 }

beforeAll(async () => {
  t = await createTestApp()
  const db = t.database.db
  await createStaff(t, 'admin', 'list-admin@studio.test')
  admin = await signInStaff(t, 'admin', 'list-admin@studio.test')
  await createStaff(t, 'cfo', 'list-cfo@studio.test')
  cfo = await signInStaff(t, 'cfo', 'list-cfo@studio.test')
  const ana = await seedCustomer(db, {
    email: 'ana.zed@people.test',
    firstName: 'Ana',
    lastName: 'Zed',
    createdAt: new Date('2025-01-01T10:00:00Z'),
  })
  customer = ana.token
  ids.ana = ana.user.id
  ids.bob = (
    await seedCustomer(
      db,
      {
        email: 'bob@people.test',
        firstName: 'Bob',
        lastName: 'Young',
        createdAt: new Date('2025-02-01T10:00:00Z'),
      },
      { session: false },
    )
  ).user.id
  ids.cleo = (
    await seedCustomer(
      db,
      {
        email: 'cleo_x@people.test',
        firstName: 'Cleo',
        lastName: 'Xu',
        createdAt: new Date('2025-03-01T10:00:00Z'),
      },
      { session: false },
    )
  ).user.id
  const first = await seedPaidOrder(db, { userId: ids.ana, title: 'Bakery site', amountCents: 100_00 })
  await seedPaidOrder(db, { userId: ids.ana, title: 'Second site', amountCents: 50_25 })
  // An order refunded in full is no money kept: its $999.00 less its $999.00 credit note.
  const refunded = await seedPaidOrder(db, {
    userId: ids.ana,
    title: 'Refunded',
    status: 'refunded',
    amountCents: 999_00,
  })
  const [refundedInvoice] = await db
    .insert(invoices)
    .values({
      number: 'INV-USERS-2',
      userId: ids.ana,
      orderId: refunded.id,
      status: 'paid',
      lines: [],
      subtotalCents: 999_00,
      totalCents: 999_00,
      issuedAt: new Date('2025-01-02T10:00:00Z'),
      paidAt: new Date('2025-01-02T10:00:00Z'),
    })
    .returning()
  await db
    .insert(creditNotes)
    .values({ number: 'CN-USERS-1', invoiceId: refundedInvoice!.id, amountCents: 999_00, reason: 'Refunded' })
  // Bob's $300.00 shop less a partial refund of $120.00 (its credit note): $180.00 kept.
  const shop = await seedPaidOrder(db, { userId: ids.bob, title: 'Shop', amountCents: 300_00 })
  const [shopInvoice] = await db
    .insert(invoices)
    .values({
      number: 'INV-USERS-3',
      userId: ids.bob,
      orderId: shop.id,
      status: 'paid',
      lines: [],
      subtotalCents: 300_00,
      totalCents: 300_00,
      paidAt: new Date(),
    })
    .returning()
  await db.insert(creditNotes).values({
    number: 'CN-USERS-2',
    invoiceId: shopInvoice!.id,
    amountCents: 120_00,
    reason: 'One page dropped',
  })
  await db.insert(invoices).values({
    number: 'INV-USERS-1',
    userId: ids.ana,
    orderId: first.id,
    projectId: first.project!.id,
    status: 'paid',
    lines: [
      { description: 'Website package (5 pages)', quantity: 1, unitCents: 100_00, amountCents: 100_00 },
    ],
    subtotalCents: 100_00,
    totalCents: 100_00,
    paidAt: new Date(),
  })
  await db.insert(supportTickets).values({
    userId: ids.ana,
    name: 'Ana Zed',
    email: 'ana.zed@people.test',
    subject: 'Change the menu page',
    priority: 'high',
    message: 'Please add the new dishes.',
  })
  await db.insert(maintenanceSubscriptions).values({
    userId: ids.ana,
    projectId: first.project!.id,
    plan: 'standard',
    billingCycle: 'monthly',
    amountCents: 35_00,
    startDate: '2027-01-01',
  })
})
afterAll(async () => {
  await t?.close()
})

const list = (query: string, token = admin) =>
  t.app.inject({ method: 'GET', url: `/api/admin/users${query}`, headers: bearer(token) })
const emails = (body: { items: Array<{ email: string }> }) => body.items.map((u) => u.email)

describe('GET /api/admin/users', () => {
  it('answers a page of every account, newest first, with projects and paid spend computed', async () => {
    const res = await list('')
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ page: 1, pageSize: 25, total: 5 })
    expect(emails(body).slice(-3)).toEqual(['cleo_x@people.test', 'bob@people.test', 'ana.zed@people.test'])
    expect(body.items.find((u: { id: number }) => u.id === ids.ana)).toMatchObject({
      firstName: 'Ana',
      lastName: 'Zed',
      role: 'customer',
      projectsCount: 2,
      totalSpentCents: 150_25,
      createdAt: '2025-01-01T10:00:00.000Z',
    })
    // Paid less every refund: Bob's partial refund comes off.
    expect(body.items.find((u: { id: number }) => u.id === ids.bob)).toMatchObject({
      projectsCount: 1,
      totalSpentCents: 180_00,
    })
    expect(body.items.find((u: { id: number }) => u.id === ids.cleo)).toMatchObject({
      projectsCount: 0,
      totalSpentCents: 0,
    })
    expect(res.body).not.toContain('passwordHash')
  })

  it('searches names and addresses in any case, the search taken literally', async () => {
    expect(emails((await list('?q=ZED')).json())).toEqual(['ana.zed@people.test'])
    expect(emails((await list('?q=%20bob%40PEOPLE%20')).json())).toEqual(['bob@people.test'])
    expect(emails((await list('?q=cleo%20xu')).json())).toEqual(['cleo_x@people.test'])
    // `_` and `%` are characters to find, not wildcards.
    expect(emails((await list('?q=o_x')).json())).toEqual(['cleo_x@people.test'])
    expect(emails((await list('?q=b_b')).json())).toEqual([])
    const none = (await list('?q=%25')).json()
    expect(none).toMatchObject({ items: [], total: 0 })
  })

  it.each([
    ['joined', ['ana.zed', 'bob', 'cleo_x']],
    ['-joined', ['cleo_x', 'bob', 'ana.zed']],
    ['name', ['ana.zed', 'bob', 'cleo_x']],
    ['-name', ['cleo_x', 'bob', 'ana.zed']],
    ['email', ['ana.zed', 'bob', 'cleo_x']],
    ['spent', ['cleo_x', 'ana.zed', 'bob']],
    ['-spent', ['bob', 'ana.zed', 'cleo_x']],
    ['projects', ['cleo_x', 'bob', 'ana.zed']],
    ['-projects', ['ana.zed', 'bob', 'cleo_x']],
  ])('sorts by %s', async (sort, expected) => {
    const res = await list(`?q=people.test&sort=${sort}`)
    expect(res.statusCode, res.body).toBe(200)
    expect(emails(res.json())).toEqual(expected.map((e) => `${e}@people.test`))
  })

  it('answers the page asked for, with the total of every match', async () => {
    const second = (await list('?q=people.test&sort=name&page=2&pageSize=2')).json()
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 3 })
    expect(emails(second)).toEqual(['cleo_x@people.test'])
    const past = (await list('?q=people.test&page=9&pageSize=2')).json()
    expect(past).toMatchObject({ items: [], page: 9, total: 3 })
  })

  it.each([
    ['?sort=richest', 'Unknown sort'],
    ['?sort=', 'Unknown sort'],
    ['?page=0', 'Page must be 1 or more'],
    ['?pageSize=101', 'Page size must be 1 to 100'],
    ['?pageSize=0', 'Page size must be 1 to 100'],
    [`?q=${'a'.repeat(101)}`, 'Search must be at most 100 characters'],
    ['?q=%00', 'Please remove the unsupported characters from this field'],
  ])('refuses %s with 400 "%s"', async (query, message) => {
    const res = await list(query)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(message)
  })

  it('answers 401 without a session and 403 to a customer and to the CFO', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users' })).statusCode).toBe(401)
    expect((await list('', customer)).statusCode).toBe(403)
    expect((await list('', cfo)).statusCode).toBe(403)
  })
})

describe('GET /api/admin/users/:id', () => {
  const detail = (id: number | string, token = admin) =>
    t.app.inject({ method: 'GET', url: `/api/admin/users/${id}`, headers: bearer(token) })

  it("answers an account's figures with its orders, projects, invoices, tickets and plans", async () => {
    const res = await detail(ids.ana)
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body.user).toMatchObject({
      id: ids.ana,
      email: 'ana.zed@people.test',
      projectsCount: 2,
      totalSpentCents: 150_25,
      lastLoginAt: null,
    })
    expect(body.orders.map((o: { title: string }) => o.title).sort()).toEqual([
      'Bakery site',
      'Refunded',
      'Second site',
    ])
    expect(body.orders.find((o: { title: string }) => o.title === 'Refunded')).toMatchObject({
      status: 'refunded',
      amountCents: 999_00,
    })
    expect(body.projects).toHaveLength(2)
    expect(body.projects[0]).toMatchObject({ status: 'requirements_needed' })
    expect(body.invoices.map((i: { number: string }) => i.number).sort()).toEqual([
      'INV-USERS-1',
      'INV-USERS-2',
    ])
    expect(body.invoices).toContainEqual(
      expect.objectContaining({ number: 'INV-USERS-1', status: 'paid', totalCents: 100_00 }),
    )
    expect(body.supportTickets).toEqual([
      expect.objectContaining({ subject: 'Change the menu page', priority: 'high', status: 'open' }),
    ])
    expect(body.subscriptions).toEqual([
      expect.objectContaining({
        plan: 'standard',
        amountCents: 35_00,
        status: 'active',
        startDate: '2027-01-01',
      }),
    ])
    expect(body.listLimit).toBe(50)
  })

  it('answers what an account has spent as the Users tab does: paid less every refund', async () => {
    const body = (await detail(ids.bob)).json()
    expect(body.user).toMatchObject({ id: ids.bob, totalSpentCents: 180_00 })
  })

  it('answers an account with nothing yet with empty lists', async () => {
    const body = (await detail(ids.cleo)).json()
    expect(body).toMatchObject({
      orders: [],
      projects: [],
      invoices: [],
      supportTickets: [],
      subscriptions: [],
    })
  })

  it('answers 404 for no such account or an id that cannot be one', async () => {
    for (const id of [999_999, 'abc', 0]) {
      const res = await detail(id)
      expect(res.statusCode).toBe(404)
    }
    expect((await detail(999_999)).json().message).toBe('User not found')
  })

  it('answers 401 without a session and 403 to a customer and to the CFO', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/users/${ids.ana}` })).statusCode).toBe(401)
    expect((await detail(ids.ana, customer)).statusCode).toBe(403)
    expect((await detail(ids.ana, cfo)).statusCode).toBe(403)
  })
})
