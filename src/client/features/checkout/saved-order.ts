import type { OrderDetails } from '../../../shared/contracts/orders'
import { readStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage'

/** Browser storage key of the order as the checkout last priced it, until the payment succeeds. */
export const SAVED_CHECKOUT_ORDER_KEY = 'checkoutOrder'

/** The order details with the checkout's figures (dollars), kept for the payment return. */
export interface SavedCheckoutOrder extends Omit<OrderDetails, 'domain'> {
  orderId: number
  subtotal: number
  discountAmount: number
  finalTotal: number
  appliedCoupon: { code: string; description: string } | null
  appliedCoupons: { code: string; description: string }[]
  domain: { name: string; price: number } | null
}

export function saveCheckoutOrder(order: SavedCheckoutOrder) {
  writeStorage(SAVED_CHECKOUT_ORDER_KEY, JSON.stringify(order))
}

/** Browser storage key of what the customer has chosen and typed at checkout, so a reload loses none of it. */
export const CHECKOUT_DRAFT_KEY = 'checkoutDraft'

/**
 * The checkout as the customer left it: the order it started from (a new order from the landing page starts
 * afresh), the items, coupon codes, domain and the invoice details typed.
 */
export interface CheckoutDraft {
  /** JSON of the CheckoutStart the checkout opened with. */
  startedFrom: string
  extraPages: number
  addons: string[]
  timeline: string
  couponCodes: string[]
  domain: string | null
  billing: { name: string; company: string; address: string }
}

export function saveCheckoutDraft(draft: CheckoutDraft) {
  writeStorage(CHECKOUT_DRAFT_KEY, JSON.stringify(draft))
}

/** The draft of the checkout that started from `startedFrom`, if this browser has one. */
export function readCheckoutDraft(startedFrom: string): CheckoutDraft | null {
  const raw = readStorage(CHECKOUT_DRAFT_KEY)
  if (!raw) return null
  try {
    const draft = JSON.parse(raw) as CheckoutDraft
    return draft.startedFrom === startedFrom ? draft : null
  } catch {
    return null
  }
}

/** Once the order is paid: the saved checkout order goes, and the pending order and the draft with it. */
export function clearCheckoutStorage() {
  writeStorage(SAVED_CHECKOUT_ORDER_KEY, null)
  writeStorage(CHECKOUT_DRAFT_KEY, null)
  writeStorage(STORAGE_KEYS.pendingOrder, null)
}
