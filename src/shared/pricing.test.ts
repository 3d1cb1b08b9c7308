import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ADDON_IDS,
  BASE_PRICE_CENTS,
  domainPrice,
  INCLUDED_FEATURES,
  OFFERED_ADDONS,
  EXTRA_PAGE_CENTS,
  getAddon,
  MAX_EXTRA_PAGES,
  RUSH_FEE_CENTS,
} from './catalog'
import { computeOrderCents, type CouponTerms, lineText, priceOrder } from './pricing'

const FREEPAGES10: CouponTerms = {
  code: 'FREEPAGES10',
  kind: 'free_pages',
  value: 10,
  minOrderCents: 0,
  stackable: true,
}
const SAVE15: CouponTerms = {
  code: 'SAVE15',
  kind: 'percent',
  value: 15,
  minOrderCents: 150_00,
  stackable: true,
}
const ONLY_ME: CouponTerms = {
  code: 'ONLYME',
  kind: 'fixed',
  value: 20_00,
  minOrderCents: 0,
  stackable: false,
}

const choice = (over: Partial<Parameters<typeof priceOrder>[0]> = {}) => ({
  extraPages: 0,
  addons: [] as string[],
  timeline: 'standard' as const,
  domain: null as string | null,
  coupons: [] as CouponTerms[],
  ...over,
})

describe('priceOrder', () => {
  it('prices the package, pages, add-ons, rush and domain into one subtotal', () => {
    const p = priceOrder(
      choice({
        extraPages: 3,
        addons: ['blog', 'blog', 'ecommerce'],
        timeline: 'rush',
        domain: 'corner-bakery.co.uk',
      }),
    )
    expect(p.subtotalCents).toBe(100_00 + 3 * 5_00 + 25_00 + 50_00 + 25_00 + 15_00)
    expect(p.totalCents).toBe(p.subtotalCents)
    expect(p.lines.map((l) => [lineText(l), l.amountCents])).toEqual([
      ['Website package (5 pages)', 100_00],
      ['Extra pages × 3', 15_00],
      ['Blog', 25_00],
      ['E-commerce', 50_00],
      ['Rush delivery (5 business days)', 25_00],
      ['Domain corner-bakery.co.uk (first year; renews at $15/year)', 15_00],
    ])
  })

  it("gives the site's .com its first year free, saying what it renews at", () => {
    const p = priceOrder(choice({ domain: 'corner-bakery.com' }))
    expect(p.totalCents).toBe(100_00)
    expect(p.lines.at(-1)).toEqual({
      kind: 'domain',
      code: 'corner-bakery.com',
      label: 'Domain corner-bakery.com (first year; renews at $15/year)',
      quantity: 1,
      unitCents: 0,
      amountCents: 0,
    })
    expect(domainPrice('corner-bakery.com')).toEqual({ firstYearCents: 0, renewalCents: 15_00 })
    expect(domainPrice('corner-bakery.net')).toEqual({ firstYearCents: 15_00, renewalCents: 15_00 })
  })

  it('sells only the offered add-ons, never what every site includes', () => {
    const sold = OFFERED_ADDONS.map((a) => a.name.toLowerCase())
    for (const f of INCLUDED_FEATURES) {
      expect(getAddon(f.id)).toBeUndefined()
      expect(sold).not.toContain(f.name.toLowerCase())
    }
    expect(OFFERED_ADDONS.map((a) => a.id)).toEqual([
      'ecommerce',
      'blog',
      'advanced-seo',
      'analytics',
      'logo-design',
      'email-marketing',
      'live-chat',
      'multi-language',
      'advanced-security',
    ])
  })

  it('makes paid extra pages free first: FREEPAGES10 is worth $50 with 10 or more paid pages', () => {
    for (const paid of [10, 15, 20]) {
      const p = priceOrder(choice({ extraPages: paid, coupons: [FREEPAGES10] }))
      expect(p.discountCents).toBe(50_00)
      expect(p.totalCents).toBe(100_00 + paid * 5_00 - 50_00)
      expect(p.freePages).toBe(0)
      expect(p.totalPages).toBe(5 + paid)
      expect(p.applied).toEqual([{ code: 'FREEPAGES10', discountCents: 50_00, freePages: 10 }])
    }
  })

  it('adds the pages it did not make free, within the 20-page cap', () => {
    const p = priceOrder(choice({ extraPages: 4, coupons: [FREEPAGES10] }))
    expect(p.discountCents).toBe(4 * 5_00)
    expect(p.freePages).toBe(6)
    expect(p.totalPages).toBe(5 + 4 + 6)
    expect(p.totalCents).toBe(100_00)
    expect(p.lines.find((l) => l.kind === 'free_pages')).toMatchObject({ quantity: 6, amountCents: 0 })
  })

  it('refuses a second free-pages coupon that has nothing left to give, rather than use it up', () => {
    const MORE = { ...FREEPAGES10, code: 'MOREPAGES', value: 20 }
    const p = priceOrder(choice({ extraPages: 20, coupons: [MORE, FREEPAGES10] }))
    expect(p.applied.map((a) => a.code)).toEqual(['MOREPAGES'])
    expect(p.refused).toEqual([
      { code: 'FREEPAGES10', reason: 'FREEPAGES10 adds nothing to this order: its pages are already free.' },
    ])
    expect(p.discountCents).toBe(100_00)
  })

  it('takes a percentage of the subtotal after the free pages, whatever order the coupons came in', () => {
    const SAVE = { code: 'SAVE15', kind: 'percent' as const, value: 15, minOrderCents: 0, stackable: true }
    for (const coupons of [
      [FREEPAGES10, SAVE],
      [SAVE, FREEPAGES10],
    ]) {
      const p = priceOrder(choice({ extraPages: 10, coupons }))
      // $150 subtotal, $50 of pages free, then 15% of $100.
      expect(p.discountCents).toBe(50_00 + 15_00)
      expect(p.totalCents).toBe(85_00)
    }
  })

  it('takes 15% off orders of $150 or more only, and says why otherwise', () => {
    expect(priceOrder(choice({ addons: ['blog'], coupons: [SAVE15] })).refused).toEqual([
      { code: 'SAVE15', reason: 'SAVE15 applies to orders of $150 or more.' },
    ])
    const p = priceOrder(choice({ addons: ['ecommerce', 'blog'], coupons: [FREEPAGES10, SAVE15] }))
    expect(p.subtotalCents).toBe(175_00)
    expect(p.discountCents).toBe(26_25)
    expect(p.freePages).toBe(10)
    expect(p.totalCents).toBe(148_75)
  })

  it('refuses a second coupon when either may not be combined', () => {
    const p = priceOrder(choice({ coupons: [ONLY_ME, FREEPAGES10] }))
    expect(p.applied.map((a) => a.code)).toEqual(['ONLYME'])
    expect(p.refused).toEqual([
      { code: 'FREEPAGES10', reason: 'FREEPAGES10 cannot be combined with ONLYME.' },
    ])
  })

  it('gives the landing dialog the catalog sum for every choice, out-of-range pages clamped', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 40 }),
        fc.subarray([...ADDON_IDS]),
        fc.constantFrom('standard' as const, 'rush' as const),
        (extraPages, addons, timeline) => {
          const pages = Math.min(MAX_EXTRA_PAGES, Math.max(0, extraPages))
          const expected =
            BASE_PRICE_CENTS +
            pages * EXTRA_PAGE_CENTS +
            addons.reduce((sum, id) => sum + getAddon(id)!.priceCents, 0) +
            (timeline === 'rush' ? RUSH_FEE_CENTS : 0)
          expect(computeOrderCents({ extraPages, addons, timeline })).toBe(expected)
          expect(priceOrder(choice({ extraPages, addons, timeline })).totalCents).toBe(expected)
        },
      ),
    )
  })

  it('never goes below zero, never frees more than 10 pages nor takes extra pages past 20, in whole cents', () => {
    const coupon = fc.record({
      code: fc.constantFrom('A', 'B', 'C', 'FREEPAGES10', 'SAVE15'),
      kind: fc.constantFrom('percent' as const, 'fixed' as const, 'free_pages' as const),
      value: fc.integer({ min: 0, max: 100 }),
      minOrderCents: fc.integer({ min: 0, max: 500_00 }),
      stackable: fc.boolean(),
    })
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_EXTRA_PAGES }),
        fc.subarray([...ADDON_IDS]),
        fc.constantFrom('standard' as const, 'rush' as const),
        fc.constantFrom(null, 'corner-bakery.com', 'corner-bakery.net'),
        fc.array(coupon, { maxLength: 4 }),
        (extraPages, addons, timeline, domain, coupons) => {
          const free = coupons.map((c) =>
            c.kind === 'free_pages' ? { ...c, value: Math.min(c.value, 10) } : c,
          )
          const p = priceOrder({ extraPages, addons, timeline, domain, coupons: free })
          expect(p.totalCents).toBeGreaterThanOrEqual(0)
          expect(Number.isInteger(p.totalCents) && Number.isInteger(p.discountCents)).toBe(true)
          expect(p.discountCents).toBeLessThanOrEqual(p.subtotalCents)
          expect(p.extraPages + p.freePages).toBeLessThanOrEqual(MAX_EXTRA_PAGES)
          expect(p.freePages).toBeLessThanOrEqual(10 * free.filter((c) => c.kind === 'free_pages').length)
          expect(p.totalCents).toBe(p.subtotalCents - p.discountCents)
        },
      ),
    )
  })
})
