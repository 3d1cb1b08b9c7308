import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { coupons } from '../../db/schema/coupons'
import { EXIT_OFFER_COUPONS } from '../../db/seed/factories'
import { openCheckout, payByTestCard } from '../../test/checkout'
import { createTestApp, type TestApp } from '../../test/test-app'

const REQUIREMENTS = {
  companyName: 'Corner Bakery',
  companyUSP: 'Sourdough baked at 4 am every day',
  shortDescription: 'A neighbourhood bakery',
  longDescription:
    'We bake bread, cakes and pastries for our street and deliver to cafés across the borough.',
  businessEmail: 'hello@cornerbakery.example',
  businessPhone: '+44 20 7946 0000',
  businessAddress: '12 High Street, London',
  preferredColors: 'Warm browns and cream',
  pagesNeeded: 'Home, Menu, About, Contact, Order',
  targetAudience: 'Local families and office workers',
  callToAction: 'Order for collection',
}

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await t.database.db.insert(coupons).values(EXIT_OFFER_COUPONS)
})
afterAll(async () => {
  await t?.close()
})

/** An order as the landing page's dialog makes it: no title, no business type; 2 extra pages and FREEPAGES10. */
const LANDING_ORDER = { extraPages: 2, selectedAddons: ['blog'], couponCodes: ['FREEPAGES10'] }

async function paidProject(orderDetails: object, billing: object = { name: 'Ada Lovelace' }) {
  const checkout = await openCheckout(t, orderDetails, billing)
  expect((await payByTestCard(t, checkout.headers, checkout.clientSecret)).statusCode).toBe(200)
  const list = await t.app.inject({
    method: 'GET',
    url: '/api/dashboard/projects',
    headers: checkout.headers,
  })
  return { headers: checkout.headers, project: list.json()[0] }
}

describe("a project's name, type and pages on the dashboard", () => {
  it('shows bought and free pages apart, and is named from the requirements once the order named nothing', async () => {
    const { headers, project } = await paidProject(LANDING_ORDER)
    expect(project).toMatchObject({
      title: 'My business website',
      businessType: 'other',
      // The 2 paid pages made free, and 8 more added: 10 free of 10 extra.
      extraPages: 10,
      freePages: 10,
      pages: 15,
    })
    const detail = await t.app.inject({ method: 'GET', url: `/api/dashboard/project/${project.id}`, headers })
    expect(detail.json()).toMatchObject({ freePages: 10, extraPages: 10 })

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/projects/setup',
      headers,
      payload: {
        ...REQUIREMENTS,
        companyName: 'Corner Bakery Ltd',
        businessType: 'restaurant',
        projectId: project.id,
      },
    })
    expect(res.statusCode).toBe(200)
    const [named] = (await t.app.inject({ method: 'GET', url: '/api/dashboard/projects', headers })).json()
    expect(named).toMatchObject({
      title: 'Corner Bakery Ltd',
      businessType: 'restaurant',
      companyName: 'Corner Bakery Ltd',
    })
  })

  it('is named from the invoice company before the requirements, never the placeholder when better is known', async () => {
    const { project } = await paidProject(LANDING_ORDER, {
      name: 'Ada Lovelace',
      company: 'Analytical Bakery Ltd',
    })
    expect(project).toMatchObject({ title: 'Analytical Bakery Ltd', businessType: 'other' })
  })

  it("keeps the order's own title and business type over the requirements'", async () => {
    const { headers, project } = await paidProject({
      ...LANDING_ORDER,
      title: 'Corner Bakery website',
      businessType: 'retail',
    })
    expect(project).toMatchObject({ title: 'Corner Bakery website', businessType: 'retail' })
    await t.app.inject({
      method: 'POST',
      url: '/api/projects/setup',
      headers,
      payload: { ...REQUIREMENTS, businessType: 'restaurant', projectId: project.id },
    })
    const [kept] = (await t.app.inject({ method: 'GET', url: '/api/dashboard/projects', headers })).json()
    expect(kept).toMatchObject({ title: 'Corner Bakery website', businessType: 'retail' })
  })
})
