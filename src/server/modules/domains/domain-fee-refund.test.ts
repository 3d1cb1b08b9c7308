// A paid domain whose registration failed has its fee given back once, through the order's refund (two admins at
// once race on PostgreSQL).
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../db/schema/audit'
import { creditNotes, refunds } from '../../db/schema/billing'
import { domainRequests } from '../../db/schema/domains'
import { jobs } from '../../db/schema/jobs'
import { notifications } from '../../db/schema/notifications'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { BAKERY_ORDER, openCheckout, payByTestCard } from '../../test/checkout'
import { createTestApp, type TestApp } from '../../test/test-app'
import { REFUND_MESSAGES } from '../orders'
import { FEE_REFUND_MESSAGES } from './domains.service'

let t: TestApp
let admin: Record<string, string>
let cfo: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  await createStaff(t, 'admin', 'fee-refund-admin@studio.test')
  admin = bearer(await signInStaff(t, 'admin', 'fee-refund-admin@studio.test'))
  await createStaff(t, 'cfo', 'fee-refund-cfo@studio.test')
  cfo = bearer(await signInStaff(t, 'cfo', 'fee-refund-cfo@studio.test'))
})
afterAll(async () => {
  await t?.close()
})

const nextYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10)

let n = 0
/** A customer who bought a domain at checkout (paid by test card), its request then recorded as `outcome`. */
async function boughtDomain(
  ending: 'co.uk' | 'com',
  outcome: 'failed' | 'registered' | 'pending' = 'failed',
) {
  const domain = `rose-bakery-${++n}.${ending}`
  const checkout = await openCheckout(t, { ...BAKERY_ORDER, domain })
  const paid = await payByTestCard(t, checkout.headers, checkout.clientSecret)
  expect(paid.statusCode, paid.body).toBe(200)
  const [request] = await t.database.db
    .select()
    .from(domainRequests)
    .where(eq(domainRequests.orderId, checkout.orderId))
  expect(request).toMatchObject({ domainName: domain, status: 'pending_registration' })
  if (outcome !== 'pending') {
    const body =
      outcome === 'failed'
        ? { status: 'failed', reason: 'The registry refused the name.' }
        : { status: 'registered', registrar: 'Namecheap', expiresOn: nextYear() }
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/domains/${request!.id}`,
      headers: admin,
      payload: body,
    })
    expect(res.statusCode, res.body).toBe(200)
  }
  return { ...checkout, request: request!, domain }
}

const refundFee = (id: number | string, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'POST', url: `/api/admin/domains/${id}/refund`, headers })
const refundsOf = (orderId: number) =>
  t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId))
const domainAudits = (id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.recordType, 'domain_request'),
        eq(auditLog.recordId, String(id)),
        eq(auditLog.action, 'domain.refund_fee'),
      ),
    )

describe('POST /api/admin/domains/:id/refund', () => {
  it("refunds exactly the domain line's amount through the order's refund: a credit note, the customer told", async () => {
    const s = await boughtDomain('co.uk')
    expect(s.request.priceCents).toBe(15_00)
    const res = await refundFee(s.request.id)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      success: true,
      message: `Refunded $15.00 for ${s.domain}; a credit note was issued and the customer told.`,
      domain: { id: s.request.id, status: 'failed', priceCents: 15_00, feeRefund: 'refunded' },
    })

    const rows = await refundsOf(s.orderId)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      amountCents: 15_00,
      status: 'succeeded',
      reason: `The domain ${s.domain} could not be registered: its fee is refunded.`,
    })
    const [note] = await t.database.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.id, rows[0]!.creditNoteId!))
    expect(note!.amountCents).toBe(15_00)
    const [row] = await t.database.db.select().from(domainRequests).where(eq(domainRequests.id, s.request.id))
    expect(row!.feeRefundId).toBe(rows[0]!.id)

    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, s.user.id))
    expect(notes.find((x) => x.title === 'Partial refund issued')!.message).toBe(
      `We refunded $15.00 of order #${s.orderId}. Credit note ${note!.number} is under Billing.`,
    )
    const mails = (await t.database.db.select().from(jobs).where(eq(jobs.kind, 'mail'))).filter(
      (j) => (j.payload as { to?: string; kind?: string }).to === s.user.email,
    )
    expect(mails.filter((j) => (j.payload as { kind: string }).kind === 'refund')).toHaveLength(1)

    const audits = await domainAudits(s.request.id)
    expect(audits).toHaveLength(1)
    expect(audits[0]!.after).toMatchObject({
      feeRefund: 'refunded',
      refundId: rows[0]!.id,
      amountCents: 15_00,
    })

    // The customer's dashboard says so.
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/project/${s.request.projectId}/domain`,
      headers: s.headers,
    })
    expect(mine.json().domain).toMatchObject({ status: 'failed', feeRefunded: true })
  })

  it('refunds once: a second refund is 409 and refunds nothing', async () => {
    const s = await boughtDomain('co.uk')
    expect((await refundFee(s.request.id)).statusCode).toBe(200)
    const again = await refundFee(s.request.id)
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(FEE_REFUND_MESSAGES.already)
    expect(await refundsOf(s.orderId)).toHaveLength(1)
    expect(await domainAudits(s.request.id)).toHaveLength(1)
  })

  it('refunds once when two admins ask at once', async () => {
    const s = await boughtDomain('co.uk')
    const answers = await Promise.all([
      refundFee(s.request.id),
      refundFee(s.request.id),
      refundFee(s.request.id),
    ])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409])
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json().message).toBe(FEE_REFUND_MESSAGES.already)
    const rows = await refundsOf(s.orderId)
    expect(rows.map((r) => [r.amountCents, r.status])).toEqual([[15_00, 'succeeded']])
    expect(await domainAudits(s.request.id)).toHaveLength(1)
  })

  it('refuses a free domain that failed: the customer chooses another name instead', async () => {
    const s = await boughtDomain('com')
    expect(s.request.priceCents).toBe(0)
    const res = await refundFee(s.request.id)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(FEE_REFUND_MESSAGES.free)
    expect(await refundsOf(s.orderId)).toHaveLength(0)
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/project/${s.request.projectId}/domain`,
      headers: s.headers,
    })
    expect(mine.json()).toMatchObject({ domain: { status: 'failed' }, canClaimFreeDomain: true })
  })

  it.each(['pending', 'registered'] as const)('refuses a paid domain that is %s', async (outcome) => {
    const s = await boughtDomain('co.uk', outcome)
    const res = await refundFee(s.request.id)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(FEE_REFUND_MESSAGES.notFailed)
    expect(await refundsOf(s.orderId)).toHaveLength(0)
  })

  it("takes its mark back when the order's refund is refused, so it may be asked again", async () => {
    const s = await boughtDomain('co.uk')
    // The CFO refunded the whole order first: nothing is left for the fee.
    const whole = await t.app.inject({
      method: 'POST',
      url: `/api/cfo/orders/${s.orderId}/refund`,
      headers: cfo,
      payload: { reason: 'Customer changed their mind' },
    })
    expect(whole.statusCode, whole.body).toBe(200)
    const res = await refundFee(s.request.id)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(REFUND_MESSAGES.nothingLeft)
    const [row] = await t.database.db.select().from(domainRequests).where(eq(domainRequests.id, s.request.id))
    expect(row).toMatchObject({ feeRefundRequestedAt: null, feeRefundId: null })
    expect(await refundsOf(s.orderId)).toHaveLength(1)
    expect(await domainAudits(s.request.id)).toHaveLength(0)
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/admin/domains?status=failed', headers: admin })
    ).json()
    expect(list.items.find((d: { id: number }) => d.id === s.request.id).feeRefund).toBeNull()
  })

  it('answers 404 for a request that does not exist', async () => {
    for (const id of [999_999, 'abc']) expect((await refundFee(id)).statusCode).toBe(404)
    expect((await refundFee(999_999)).json().message).toBe('Domain request not found')
  })

  it('is for admins only', async () => {
    const s = await boughtDomain('co.uk')
    expect((await refundFee(s.request.id, {})).statusCode).toBe(401)
    expect((await refundFee(s.request.id, s.headers)).statusCode).toBe(403)
    expect((await refundFee(s.request.id, cfo)).statusCode).toBe(403)
    expect(await refundsOf(s.orderId)).toHaveLength(0)
  })
})
