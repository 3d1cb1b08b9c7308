import {
  type AddonId,
  clampExtraPages,
  getAddon,
  isOfferedAddon,
  type TimelineId,
} from '../../../shared/catalog'
import { computeOrderCents } from '../../../shared/pricing'
import { STORAGE_KEYS, writeStorage } from '../../lib/storage'
import { formatMoney } from '../../../shared/money'

/**
 * The order a visitor configured on the landing page, kept in browser storage until checkout
 * (under the `pendingOrder` key). `selectedAddons` are price strings for display; `addonIds` are
 * what the server prices from its catalog, since two $40 add-ons cannot be told apart by their strings.
 */
export interface PendingOrder {
  extraPages: number
  selectedAddons: string[]
  addonIds: AddonId[]
  /** Dollars, as shown; the server recomputes it from the items. */
  total: number
  timestamp: number
  /** What the dashboard's 'Order New Website' dialog adds; the checkout sends them with the order. */
  title?: string
  businessType?: string
  description?: string
  timeline?: TimelineId
}

export function buildPendingOrder(
  extraPages: unknown,
  addonIds: readonly AddonId[],
  now = Date.now(),
): PendingOrder {
  const pages = clampExtraPages(extraPages)
  const ids = [...new Set(addonIds)].filter((id) => isOfferedAddon(id))
  return {
    extraPages: pages,
    selectedAddons: ids.map((id) => {
      const a = getAddon(id)!
      return `${a.name} (${formatMoney(a.priceCents)})`
    }),
    addonIds: ids,
    total: computeOrderCents({ extraPages: pages, addons: ids }) / 100,
    timestamp: now,
  }
}

export function savePendingOrder(order: PendingOrder) {
  writeStorage(STORAGE_KEYS.pendingOrder, JSON.stringify(order))
}
