import { useEffect, useMemo, useState } from 'react'
import { type AddonId, domainPrice, type TimelineId } from '../../../../shared/catalog'
import type { OrderDetails } from '../../../../shared/contracts/orders'
import { priceOrder } from '../../../../shared/pricing'
import { errorMessage } from '../../../lib/error-message'
import { validateCoupon } from '../api/validate-coupon'
import { type AppliedCoupon, appliedCoupon } from '../coupon-terms'
import type { CheckoutDraft } from '../saved-order'

/** The order as the checkout starts it: what the customer chose before (landing or dashboard dialog). */
export interface CheckoutStart {
  extraPages: number
  addonIds: AddonId[]
  timeline: TimelineId
  title?: string
  businessType?: string
  description?: string
}

/** A domain added to the order, with its first-year price and renewal from the catalog (as the check said). */
export interface ChosenDomain {
  name: string
  priceCents: number
  renewalCents: number
}

const REVALIDATE_DELAY_MS = 700

function chosen(name: string): ChosenDomain {
  const { firstYearCents, renewalCents } = domainPrice(name)
  return { name, priceCents: firstYearCents, renewalCents }
}

/**
 * The order being checked out: its items, coupons and domain, priced with the shared priceOrder (the numbers the
 * server computes). A coupon is checked again, after a pause, when the subtotal falls below the one it was
 * checked at (or when it had been refused), so a minimum order that no longer holds shows at once.
 */
export function useCheckoutOrder(start: CheckoutStart, draft: CheckoutDraft | null = null) {
  const [extraPages, setExtraPages] = useState(draft?.extraPages ?? start.extraPages)
  const [addons, setAddons] = useState<AddonId[]>((draft?.addons as AddonId[] | undefined) ?? start.addonIds)
  const [timeline, setTimeline] = useState<TimelineId>(
    (draft?.timeline as TimelineId | undefined) ?? start.timeline,
  )
  const [domain, setDomain] = useState<ChosenDomain | null>(() =>
    draft?.domain ? chosen(draft.domain) : null,
  )
  const [coupons, setCoupons] = useState<AppliedCoupon[]>([])

  // A reload keeps the coupons: each saved code is checked again against the order as it now stands.
  const [restoring] = useState(() => draft?.couponCodes ?? [])
  useEffect(() => {
    if (restoring.length === 0) return
    let cancelled = false
    const subtotal = priceOrder({
      extraPages,
      addons,
      timeline,
      domain: domain?.name ?? null,
      coupons: [],
    }).subtotalCents
    for (const code of restoring)
      validateCoupon({ code, orderTotal: subtotal / 100 })
        .then((res) => {
          if (!cancelled)
            setCoupons((all) => [...all.filter((c) => c.code !== code), appliedCoupon(res, subtotal)])
        })
        .catch(() => undefined)
    return () => {
      cancelled = true
    }
    // Once, with the order as the draft left it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restoring])

  const live = coupons.filter((c) => !c.error)
  const price = useMemo(
    () =>
      priceOrder({
        extraPages,
        addons,
        timeline,
        domain: domain?.name ?? null,
        coupons: coupons.filter((c) => !c.error).map((c) => c.terms),
      }),
    [extraPages, addons, timeline, domain, coupons],
  )
  const subtotalCents = price.subtotalCents

  useEffect(() => {
    const stale = coupons.filter(
      (c) => c.checkedAtCents !== subtotalCents && (c.error || subtotalCents < c.checkedAtCents),
    )
    if (stale.length === 0) return
    let cancelled = false
    const timer = setTimeout(() => {
      for (const c of stale) {
        validateCoupon({ code: c.code, orderTotal: subtotalCents / 100 })
          .then((res) => {
            if (cancelled) return
            const next = appliedCoupon(res, subtotalCents)
            setCoupons((all) => all.map((x) => (x.code === c.code ? next : x)))
          })
          .catch((err: unknown) => {
            if (cancelled) return
            const error = errorMessage(err, 'Failed to validate coupon')
            setCoupons((all) =>
              all.map((x) => (x.code === c.code ? { ...x, error, checkedAtCents: subtotalCents } : x)),
            )
          })
      }
    }, REVALIDATE_DELAY_MS)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [coupons, subtotalCents])

  const toggleAddon = (id: AddonId) =>
    setAddons((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]))

  const addCoupon = (coupon: AppliedCoupon) =>
    setCoupons((all) => [...all.filter((c) => c.code !== coupon.code), coupon])
  const removeCoupon = (code: string) => setCoupons((all) => all.filter((c) => c.code !== code))
  /** Marks a coupon refused (the server's reason), e.g. when the payment could not be opened with it. */
  const refuseCoupon = (code: string, error: string) =>
    setCoupons((all) => all.map((c) => (c.code === code ? { ...c, error } : c)))

  const details: OrderDetails = {
    ...(start.title ? { title: start.title } : {}),
    ...(start.businessType ? { businessType: start.businessType } : {}),
    ...(start.description ? { description: start.description } : {}),
    timeline,
    extraPages,
    selectedAddons: addons,
    couponCodes: live.map((c) => c.code),
    domain: domain?.name ?? '',
  }

  return {
    extraPages,
    setExtraPages,
    addons,
    toggleAddon,
    timeline,
    setTimeline,
    domain,
    setDomain,
    chooseDomain: (name: string) => setDomain(chosen(name)),
    coupons,
    addCoupon,
    removeCoupon,
    refuseCoupon,
    price,
    details,
  }
}

export type CheckoutOrder = ReturnType<typeof useCheckoutOrder>
