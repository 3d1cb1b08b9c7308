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

export function readSavedCheckoutOrder(): SavedCheckoutOrder | null {
  const raw = readStorage(SAVED_CHECKOUT_ORDER_KEY)
  if (!raw) return null
  try {
    return JSON.parse(raw) as SavedCheckoutOrder
  } catch {
    return null
  }
}

/** Once the order is paid: the saved checkout order goes, and the pending order with it. */
export function clearCheckoutStorage() {
  writeStorage(SAVED_CHECKOUT_ORDER_KEY, null)
  writeStorage(STORAGE_KEYS.pendingOrder, null)
}
