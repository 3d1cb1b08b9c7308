import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll } from 'vitest'
import { ADMIN_COUPON_MESSAGES } from '../../../shared/contracts/admin-coupons'
import { auditLog } from '../../db/schema/audit'
import { couponRedemptions, coupons } from '../../db/schema/coupons'
import { EXIT_OFFER_COUPONS, seedCustomer, seedPaidOrder } from '../../db/seed/factories'
import { bearer, createStaff, signInStaff } from '../../test/auth-helpers'
import { createTestApp, nextIp, type TestApp } from '../../test/test-app'

// What the admin coupon tests share: their app and sign-ins, requests as the admin, and coupons seeded and read.

export const M = ADMIN_COUPON_MESSAGES

export let t: TestApp
export let admin: Record<string, string>
export let adminId: number
export let customer: Record<string, string>
export let cfo: Record<string, string>

/** A test app with the exit offer's coupons, and an admin, a CFO and a customer signed in, for the calling file. */
export function useCouponAdmin() {
  beforeAll(async () => {
    t = await createTestApp()
    await t.database.db.insert(coupons).values(EXIT_OFFER_COUPONS)
    await createStaff(t, 'admin', 'coupons-admin@studio.test')
    admin = bearer(await signInStaff(t, 'admin', 'coupons-admin@studio.test'))
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: admin })
    adminId = me.json().user.id
    await createStaff(t, 'cfo', 'coupons-cfo@studio.test')
    cfo = bearer(await signInStaff(t, 'cfo', 'coupons-cfo@studio.test'))
    customer = bearer((await seedCustomer(t.database.db)).token)
  })
  afterAll(async () => {
    await t?.close()
  })
}

export type Method = 'GET' | 'POST' | 'PATCH'
export function call(method: Method, url: string, headers: Record<string, string> = admin, payload?: object) {
  return t.app.inject({ method, url, headers, remoteAddress: nextIp(), ...(payload ? { payload } : {}) })
}

export const create = (body: object, headers = admin) => call('POST', '/api/admin/coupons', headers, body)
export const patch = (id: number | string, body: object, headers = admin) =>
  call('PATCH', `/api/admin/coupons/${id}`, headers, body)

export const TODAY = new Date().toISOString().slice(0, 10)
let n = 0
export const uniqueCode = (prefix = 'TEST') => `${prefix}${++n}${Date.now().toString(36).toUpperCase()}`

export function auditFor(id: number) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.recordType, 'coupon'), eq(auditLog.recordId, String(id))))
}

export async function couponId(code: string) {
  const [row] = await t.database.db.select().from(coupons).where(eq(coupons.code, code))
  return row!.id
}

export async function redeem(id: number, discountCents: number, userId?: number) {
  const order = await seedPaidOrder(t.database.db, userId ? { userId } : {})
  await t.database.db
    .insert(couponRedemptions)
    .values({ couponId: id, orderId: order.id, userId: order.userId!, discountCents })
  return order
}
