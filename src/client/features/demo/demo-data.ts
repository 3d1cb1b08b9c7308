import type { ProjectStatus } from '../../../shared/lifecycle'
import type { NotificationType } from '../../../shared/states'

/*
 * The demo dashboard's sample account (dashboards.md §2 "Demo dashboard", DESIGN.md §2.13): fixed data, no
 * calls. Dates are kept as offsets from today (days, or hours for recent events) so the demo never looks stale;
 * the page turns them into dates in the browser (demo-date.tsx).
 */

export const DEMO_USER = {
  firstName: 'Alex',
  lastName: 'Morgan',
  email: 'alex.morgan@example.com',
} as const

export interface DemoProject {
  id: number
  title: string
  businessType: string
  description: string
  status: ProjectStatus
  totalAmountCents: number
  /** Days from today: negative in the past. */
  createdDaysAgo: number
  /** Days from today the site is (or was, when negative) delivered. */
  deliveryInDays: number
}

/** Newest first, one project at each of four points of the lifecycle. */
export const DEMO_PROJECTS: readonly DemoProject[] = [
  {
    id: 104,
    title: 'Morgan Photography Portfolio',
    businessType: 'Portfolio',
    description: 'A gallery-led portfolio with client proofing pages and a booking form.',
    status: 'samples_ready',
    totalAmountCents: 125_00,
    createdDaysAgo: 4,
    deliveryInDays: 6,
  },
  {
    id: 103,
    title: 'Urban Threads Online Store',
    businessType: 'Retail',
    description: 'An online clothing store with a product catalogue, cart and secure checkout.',
    status: 'awaiting_approval',
    totalAmountCents: 300_00,
    createdDaysAgo: 12,
    deliveryInDays: 1,
  },
  {
    id: 102,
    title: 'Morgan & Co. Consulting',
    businessType: 'Service',
    description: 'A five-page site for a consulting practice: services, case studies, team and contact.',
    status: 'under_development',
    totalAmountCents: 175_00,
    createdDaysAgo: 9,
    deliveryInDays: 3,
  },
  {
    id: 101,
    title: 'Bella Vista Restaurant',
    businessType: 'Restaurant',
    description: 'A restaurant site with the menu, online reservations, opening hours and a photo gallery.',
    status: 'delivered',
    totalAmountCents: 150_00,
    createdDaysAgo: 48,
    deliveryInDays: -40,
  },
]

export interface DemoSubscription {
  id: number
  name: string
  projectTitle: string
  amountCents: number
  status: 'Active'
  startedDaysAgo: number
  nextBillingInDays: number
}

export const DEMO_SUBSCRIPTIONS: readonly DemoSubscription[] = [
  {
    id: 1,
    name: 'Website Maintenance',
    projectTitle: 'Bella Vista Restaurant',
    amountCents: 15_00,
    status: 'Active',
    startedDaysAgo: 10,
    nextBillingInDays: 20,
  },
]

export interface DemoInvoice {
  id: number
  number: string
  description: string
  amountCents: number
  status: 'paid'
  issuedDaysAgo: number
}

/** Newest first. */
export const DEMO_INVOICES: readonly DemoInvoice[] = [
  {
    id: 5,
    number: 'INV-2041',
    description: 'Morgan Photography Portfolio',
    amountCents: 125_00,
    status: 'paid',
    issuedDaysAgo: 4,
  },
  {
    id: 4,
    number: 'INV-2036',
    description: 'Morgan & Co. Consulting',
    amountCents: 175_00,
    status: 'paid',
    issuedDaysAgo: 9,
  },
  {
    id: 3,
    number: 'INV-2035',
    description: 'Website Maintenance — Bella Vista Restaurant',
    amountCents: 15_00,
    status: 'paid',
    issuedDaysAgo: 10,
  },
  {
    id: 2,
    number: 'INV-2029',
    description: 'Urban Threads Online Store',
    amountCents: 300_00,
    status: 'paid',
    issuedDaysAgo: 12,
  },
  {
    id: 1,
    number: 'INV-1987',
    description: 'Bella Vista Restaurant',
    amountCents: 150_00,
    status: 'paid',
    issuedDaysAgo: 48,
  },
]

export interface DemoNotification {
  id: number
  title: string
  message: string
  type: NotificationType
  isRead: boolean
  /** Hours before now. */
  hoursAgo: number
}

/** Newest first. */
export const DEMO_NOTIFICATIONS: readonly DemoNotification[] = [
  {
    id: 8,
    title: 'Design samples ready',
    message: 'Three design samples for Morgan Photography Portfolio are ready. Pick the one you like best.',
    type: 'order_update',
    isRead: false,
    hoursAgo: 2,
  },
  {
    id: 7,
    title: 'Your website is ready for review',
    message: 'Urban Threads Online Store is on its staging site. Approve it or tell us what to change.',
    type: 'order_update',
    isRead: false,
    hoursAgo: 26,
  },
  {
    id: 6,
    title: 'Payment received',
    message: 'We received your payment of $125.00 for Morgan Photography Portfolio. Thank you!',
    type: 'payment',
    isRead: false,
    hoursAgo: 4 * 24,
  },
  {
    id: 5,
    title: 'Development started',
    message: 'Our developers have started building Morgan & Co. Consulting with the design you chose.',
    type: 'order_update',
    isRead: true,
    hoursAgo: 5 * 24,
  },
  {
    id: 4,
    title: 'Maintenance plan active',
    message: 'Website Maintenance for Bella Vista Restaurant is active: $15/month, billed monthly.',
    type: 'payment',
    isRead: true,
    hoursAgo: 10 * 24,
  },
  {
    id: 3,
    title: 'Scheduled maintenance',
    message: 'Hosting maintenance on Sunday 02:00–03:00 UTC. Your sites stay online throughout.',
    type: 'system',
    isRead: true,
    hoursAgo: 16 * 24,
  },
  {
    id: 2,
    title: 'Add a blog to your site',
    message: 'Keep customers coming back: add a blog to any delivered website for $25.',
    type: 'promotion',
    isRead: true,
    hoursAgo: 30 * 24,
  },
]

export type DemoTicketStatus = 'open' | 'in_progress' | 'resolved'

export interface DemoTicket {
  id: number
  subject: string
  message: string
  priority: 'low' | 'medium' | 'high'
  status: DemoTicketStatus
  projectTitle: string | null
  hoursAgo: number
}

export const DEMO_TICKETS: readonly DemoTicket[] = [
  {
    id: 12,
    subject: 'Add a product size guide',
    message: 'Could the store show a size guide on every clothing product page?',
    priority: 'medium',
    status: 'in_progress',
    projectTitle: 'Urban Threads Online Store',
    hoursAgo: 30,
  },
  {
    id: 9,
    subject: 'Update the summer opening hours',
    message: 'From June we open at 11:00 on weekdays. Please update the footer and the contact page.',
    priority: 'low',
    status: 'resolved',
    projectTitle: 'Bella Vista Restaurant',
    hoursAgo: 20 * 24,
  },
]

export const BUSINESS_TYPE_OPTIONS = [
  { value: 'restaurant', label: 'Restaurant' },
  { value: 'retail', label: 'Retail' },
  { value: 'service', label: 'Service' },
  { value: 'portfolio', label: 'Portfolio' },
  { value: 'other', label: 'Other' },
] as const
