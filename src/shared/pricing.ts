import {
  BASE_PAGES,
  BASE_PRICE_CENTS,
  clampExtraPages,
  domainPrice,
  EXTRA_PAGE_CENTS,
  getAddon,
  MAX_EXTRA_PAGES,
  type TimelineId,
  TIMELINE_OPTIONS,
} from './catalog'
import type { OrderLineKind } from './states'
import { formatMoney } from './money'

/** What a coupon does, as stored: a percent off, a fixed amount off, or extra pages at no charge. */
export interface CouponTerms {
  code: string
  kind: 'percent' | 'fixed' | 'free_pages'
  /** Percent (0-100), cents for fixed, or a page count for free pages. */
  value: number
  minOrderCents: number
  stackable: boolean
}

export interface OrderChoice {
  extraPages: number
  addons: readonly string[]
  timeline: TimelineId
  /**
   * The domain the customer wants registered with the site, priced by its ending (a .com's first year is free);
   * null or '' for none. `true` is a domain whose name is not given: the site's .com, as the offer promises.
   */
  domain: string | null | boolean
  /** Coupons already found valid and active for this customer; their order conditions are checked here. */
  coupons: readonly CouponTerms[]
}

/**
 * One line of an order's price, as the checkout shows it and as the order stores it (its invoice copies the
 * stored lines): the same words and amounts everywhere.
 */
export interface PriceLine {
  kind: OrderLineKind
  /** The catalog id (an add-on id, `rush`, …) or the domain name. */
  code: string
  label: string
  quantity: number
  unitCents: number
  amountCents: number
}

/** A line as people read it: the quantity after the words when there is more than one. */
export function lineText(line: { label: string; quantity: number }): string {
  return line.quantity > 1 ? `${line.label} × ${line.quantity}` : line.label
}

/** A domain's line: its first year (free for a .com) and, said with it, what it renews at each year. */
export function domainLine(name: string): PriceLine {
  const { firstYearCents, renewalCents } = domainPrice(name)
  return {
    kind: 'domain',
    code: name,
    label: `Domain ${name} (first year; renews at ${formatMoney(renewalCents)}/year)`,
    quantity: 1,
    unitCents: firstYearCents,
    amountCents: firstYearCents,
  }
}

export interface RefusedCoupon {
  code: string
  reason: string
}

export interface OrderPrice {
  lines: PriceLine[]
  /**
   * Extra pages chosen (the paid ones, some of which a coupon may make free: their price is in the discount), and
   * pages a coupon added beyond them at no charge (never past the 20 extra pages).
   */
  extraPages: number
  freePages: number
  totalPages: number
  /** Everything chosen, the domain and the rush fee included, before discounts. */
  subtotalCents: number
  discountCents: number
  totalCents: number
  applied: { code: string; discountCents: number; freePages: number }[]
  refused: RefusedCoupon[]
}

/** The order dialog's running total: the package, pages, add-ons and timeline, before any coupon or domain. */
export function computeOrderCents(items: {
  extraPages: number
  addons: readonly string[]
  timeline?: TimelineId
}) {
  return priceOrder({ timeline: 'standard', ...items, domain: null, coupons: [] }).totalCents
}

/**
 * The one price of an order, in integer cents: the landing dialog, the checkout, the server and the invoice all
 * call this. The base package, paid extra pages (0-20 at $5), add-ons (each once), the rush fee and the domain
 * make the subtotal. Free-page coupons make paid extra pages free, then add pages at no charge up to the 20-page
 * cap; percent and fixed coupons take their share of what is left, the first coupon alone unless every applied
 * coupon may be combined (applyCoupons). A
 * coupon whose minimum order is not met is refused with the reason. The total never goes below zero.
 */
export function priceOrder(choice: OrderChoice): OrderPrice {
  const extraPages = clampExtraPages(choice.extraPages)
  const addons = [...new Set(choice.addons)].flatMap((id) => {
    const addon = getAddon(id)
    return addon ? [addon] : []
  })
  const timeline = TIMELINE_OPTIONS[choice.timeline] ?? TIMELINE_OPTIONS.standard
  const one = (kind: OrderLineKind, code: string, label: string, cents: number): PriceLine => ({
    kind,
    code,
    label,
    quantity: 1,
    unitCents: cents,
    amountCents: cents,
  })
  const lines: PriceLine[] = [one('base', 'base', `Website package (${BASE_PAGES} pages)`, BASE_PRICE_CENTS)]
  if (extraPages > 0)
    lines.push({
      kind: 'extra_pages',
      code: 'extra-pages',
      label: 'Extra pages',
      quantity: extraPages,
      unitCents: EXTRA_PAGE_CENTS,
      amountCents: extraPages * EXTRA_PAGE_CENTS,
    })
  for (const addon of addons) lines.push(one('addon', addon.id, addon.name, addon.priceCents))
  if (timeline.feeCents > 0)
    lines.push(
      one('rush', 'rush', `Rush delivery (${timeline.businessDays} business days)`, timeline.feeCents),
    )
  if (typeof choice.domain === 'string' && choice.domain) lines.push(domainLine(choice.domain))
  else if (choice.domain === true) lines.push({ ...domainLine('.com'), code: 'domain' })
  const subtotalCents = lines.reduce((sum, l) => sum + l.amountCents, 0)

  const { applied, refused, freePages, discountCents } = applyCoupons(
    subtotalCents,
    extraPages,
    choice.coupons,
  )
  if (freePages > 0)
    lines.push({
      kind: 'free_pages',
      code: 'free-pages',
      label: 'Free extra pages (coupon)',
      quantity: freePages,
      unitCents: 0,
      amountCents: 0,
    })

  return {
    lines,
    extraPages,
    freePages,
    totalPages: BASE_PAGES + extraPages + freePages,
    subtotalCents,
    discountCents,
    totalCents: Math.max(0, subtotalCents - discountCents),
    applied,
    refused,
  }
}

/**
 * What an order's coupons do to a subtotal of `subtotalCents` with `extraPages` paid extra pages (priceOrder's
 * rules, on their own so a stored order's discount can be checked again): the coupons applied with what each takes
 * off or adds, those refused with the reason, the pages added free and the discount.
 *
 * A free-pages coupon is worth what it says (DESIGN.md §2.3): it first makes paid extra pages free (their price
 * comes off), then adds free pages within the 20-page cap; one that could do neither is refused rather than used
 * up. Percent coupons take their share of the subtotal after the free pages; fixed ones their amount.
 */
export function applyCoupons(subtotalCents: number, extraPages: number, coupons: readonly CouponTerms[]) {
  const refused: RefusedCoupon[] = []
  const eligible: CouponTerms[] = []
  const seen = new Set<string>()
  let appliedStackable = true
  for (const coupon of coupons) {
    const code = coupon.code.toUpperCase()
    if (seen.has(code)) continue
    seen.add(code)
    if (subtotalCents < coupon.minOrderCents) {
      refused.push({
        code,
        reason: `${code} applies to orders of ${formatMoney(coupon.minOrderCents)} or more.`,
      })
      continue
    }
    if (eligible.length > 0 && !(coupon.stackable && appliedStackable)) {
      refused.push({ code, reason: `${code} cannot be combined with ${eligible[0]!.code.toUpperCase()}.` })
      continue
    }
    appliedStackable &&= coupon.stackable
    eligible.push({ ...coupon, code })
  }

  const effect = new Map<string, { discountCents: number; freePages: number }>()
  let freedPaid = 0
  let added = 0
  for (const coupon of eligible) {
    if (coupon.kind !== 'free_pages') continue
    const freed = Math.max(0, Math.min(coupon.value, extraPages - freedPaid))
    const add = Math.max(0, Math.min(coupon.value - freed, MAX_EXTRA_PAGES - extraPages - added))
    freedPaid += freed
    added += add
    effect.set(coupon.code, { discountCents: freed * EXTRA_PAGE_CENTS, freePages: freed + add })
  }
  let discountCents = freedPaid * EXTRA_PAGE_CENTS
  const afterFreePages = subtotalCents - discountCents
  for (const coupon of eligible) {
    if (coupon.kind === 'free_pages') continue
    const off =
      coupon.kind === 'percent'
        ? Math.round((afterFreePages * coupon.value) / 100)
        : Math.max(0, coupon.value)
    const taken = Math.min(subtotalCents - discountCents, off)
    discountCents += taken
    effect.set(coupon.code, { discountCents: taken, freePages: 0 })
  }
  const applied: OrderPrice['applied'] = []
  for (const coupon of eligible) {
    const e = effect.get(coupon.code)!
    if (coupon.kind === 'free_pages' && e.freePages === 0)
      refused.push({
        code: coupon.code,
        reason: `${coupon.code} adds nothing to this order: its pages are already free.`,
      })
    else applied.push({ code: coupon.code, ...e })
  }
  return { applied, refused, freePages: added, discountCents }
}
