import { SPECIFIC_ITEM_LABELS } from '../../shared/contracts/admin-projects'
import type { INFO_REQUEST_TYPES, INFO_REQUEST_URGENCIES } from '../../shared/states'

/** How a request for details reads, for the admin who writes it and the client who answers it. */
export const REQUEST_TYPE_LABELS: Record<(typeof INFO_REQUEST_TYPES)[number], string> = {
  clarification: 'Clarification',
  content: 'Content',
  design: 'Design',
  functionality: 'Functionality',
  technical: 'Technical',
  other: 'Other',
}

export const URGENCY_LABELS: Record<(typeof INFO_REQUEST_URGENCIES)[number], string> = {
  low: 'Low',
  normal: 'Normal — within 3 days',
  high: 'High — within 1 day',
  urgent: 'Urgent',
}

export { SPECIFIC_ITEM_LABELS }

/** An item's label, or the item itself for one this version does not know. */
export function specificItemLabel(item: string): string {
  return SPECIFIC_ITEM_LABELS[item as keyof typeof SPECIFIC_ITEM_LABELS] ?? item
}
