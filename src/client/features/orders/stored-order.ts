import {
  type AddonId,
  clampExtraPages,
  isOfferedAddon,
  OFFERED_ADDONS,
  type TimelineId,
} from '../../../shared/catalog'
import { readStorage, STORAGE_KEYS } from '../../lib/storage'

/** What the checkout reads back: the items, and the details the dashboard's order dialog may add. */
export interface StoredOrder {
  extraPages: number
  addonIds: AddonId[]
  timeline: TimelineId
  title?: string
  businessType?: string
  description?: string
}

/** The offered add-ons the entry names; anything else (an included feature an older page sold) is dropped. */
function addonIdsOf(raw: Record<string, unknown>): AddonId[] {
  if (Array.isArray(raw.addonIds))
    return raw.addonIds.filter((id): id is AddonId => typeof id === 'string' && isOfferedAddon(id))
  // An older entry names add-ons by their display strings ("Blog ($25)"): match them by name.
  if (!Array.isArray(raw.selectedAddons)) return []
  const names = raw.selectedAddons.filter((s): s is string => typeof s === 'string')
  return OFFERED_ADDONS.filter((a) => names.some((s) => s === a.id || s.startsWith(`${a.name} (`))).map(
    (a) => a.id,
  )
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined)

/** The stored pending order, or null when there is none (or it cannot be read). */
export function readPendingOrder(): StoredOrder | null {
  const stored = readStorage(STORAGE_KEYS.pendingOrder)
  if (!stored) return null
  try {
    const raw: unknown = JSON.parse(stored)
    if (!raw || typeof raw !== 'object') return null
    const r = raw as Record<string, unknown>
    const order: StoredOrder = {
      extraPages: clampExtraPages(r.extraPages),
      addonIds: [...new Set(addonIdsOf(r))],
      timeline: r.timeline === 'rush' ? 'rush' : 'standard',
    }
    const title = text(r.title)
    const businessType = text(r.businessType)
    const description = text(r.description)
    if (title) order.title = title
    if (businessType) order.businessType = businessType
    if (description) order.description = description
    return order
  } catch {
    return null
  }
}
