import {
  BASE_PAGES,
  DEFAULT_MAINTENANCE_FEATURES,
  MAINTENANCE_PLAN_MONTHLY_CENTS,
} from '../../../shared/catalog'
import type { User } from '../../../shared/contracts/auth'
import {
  type CreditNoteSummary,
  INVOICE_PDF_PATH,
  type InvoiceSummary,
  type Subscription,
} from '../../../shared/contracts/billing'
import type { Notification } from '../../../shared/contracts/notifications'
import type { Project } from '../../../shared/contracts/projects'
import {
  type CreateDashboardTicket,
  type CustomerSupportTicketDetail,
  TICKET_QUICK_RESPONSES,
} from '../../../shared/contracts/support-tickets'
import { addBusinessDays, addDaysTo } from '../../../shared/dates'
import { type ProjectStatus, STATUS_LABELS, STATUS_PROGRESS } from '../../../shared/lifecycle'
import { formatMoney } from '../../../shared/money'
import { computeOrderCents } from '../../../shared/pricing'

/*
 * The demo dashboard's sample account (dashboards.md §2 "Demo dashboard"): what the API would answer a client
 * with four websites at four points of the lifecycle, in the API's own shapes (the contracts' types, money in
 * cents), so the dashboard's real components show it. Dates are days from `today`, so the sample never looks
 * old: a day is `YYYY-MM-DD`, a moment that day's noon UTC, which is the same calendar day in nearly every zone.
 */

/** The sample client. No date of theirs is shown (the header names their plan), so it is fixed. */
export const DEMO_USER: User = {
  id: 1,
  email: 'alex.morgan@example.com',
  firstName: 'Alex',
  lastName: 'Morgan',
  phone: '',
  role: 'customer',
  totpEnabled: false,
  createdAt: '2026-01-05T12:00:00.000Z',
}

/** Everything the dashboard reads, as the API answers it. */
export interface DemoAnswers {
  projects: Project[]
  notifications: Notification[]
  subscriptions: Subscription[]
  invoices: InvoiceSummary[]
  creditNotes: CreditNoteSummary[]
  /** Each ticket with its conversation; the list is these without `messages`. */
  tickets: CustomerSupportTicketDetail[]
}

interface SampleProject {
  id: number
  title: string
  businessType: string
  companyName: string
  description: string
  status: ProjectStatus
  extraPages: number
  addons: string[]
  /** Days from today (negative: before). */
  created: number
  requirements: number
  /** Business days ahead, as the studio promises delivery; days before once delivered. */
  delivery: number
}

const SAMPLE_PROJECTS: SampleProject[] = [
  {
    id: 104,
    title: 'Morgan Photography Portfolio',
    businessType: 'portfolio',
    companyName: 'Morgan Photography',
    description: 'A gallery-led portfolio with client proofing pages and a booking form.',
    status: 'samples_ready',
    extraPages: 0,
    addons: ['blog'],
    created: -4,
    requirements: -3,
    delivery: 6,
  },
  {
    id: 103,
    title: 'Urban Threads Online Store',
    businessType: 'retail',
    companyName: 'Urban Threads',
    description: 'An online clothing store with a product catalogue, cart and secure checkout.',
    status: 'awaiting_approval',
    extraPages: 3,
    addons: ['ecommerce', 'advanced-seo', 'analytics'],
    created: -12,
    requirements: -11,
    delivery: 1,
  },
  {
    id: 102,
    title: 'Morgan & Co. Consulting',
    businessType: 'service',
    companyName: 'Morgan & Co.',
    description: 'A five-page site for a consulting practice: services, case studies, team and contact.',
    status: 'under_development',
    extraPages: 0,
    addons: ['logo-design', 'email-marketing'],
    created: -9,
    requirements: -8,
    delivery: 3,
  },
  {
    id: 101,
    title: 'Bella Vista Restaurant',
    businessType: 'restaurant',
    companyName: 'Bella Vista',
    description: 'A restaurant site with the menu, online reservations, opening hours and a photo gallery.',
    status: 'delivered',
    extraPages: 2,
    addons: ['logo-design'],
    created: -48,
    requirements: -47,
    delivery: -40,
  },
]

/** The sample projects' titles, by id: what a new ticket about one of them lists. */
const DEMO_PROJECT_TITLES = new Map(SAMPLE_PROJECTS.map((p) => [p.id, p.title]))

const total = (p: SampleProject) => computeOrderCents({ extraPages: p.extraPages, addons: p.addons })

/** The sample account's answers on `today` (`YYYY-MM-DD`), newest first as the API lists them. */
export function demoAnswers(today: string): DemoAnswers {
  const day = (days: number) => addDaysTo(today, days)
  const moment = (days: number, time = '12:00') => `${day(days)}T${time}:00.000Z`

  const projects = SAMPLE_PROJECTS.map((p): Project => {
    const delivered = p.status === 'delivered'
    return {
      id: p.id,
      orderId: p.id,
      userId: DEMO_USER.id,
      title: p.title,
      businessType: p.businessType,
      description: p.description,
      status: p.status,
      totalAmountCents: total(p),
      createdAt: moment(p.created),
      deliveryDate: delivered ? day(p.delivery) : addBusinessDays(new Date(`${today}T00:00:00Z`), p.delivery),
      pages: BASE_PAGES + p.extraPages,
      extraPages: p.extraPages,
      freePages: 0,
      selectedAddons: p.addons,
      timeline: 'standard',
      companyName: p.companyName,
      stagingUrl: null,
      requirementsSubmittedAt: moment(p.requirements),
      hasLogo: true,
      statusLabel: STATUS_LABELS[p.status],
      progress: STATUS_PROGRESS[p.status],
      finalReviewSubmittedAt: null,
      revisionRounds: 0,
      designRound: 1,
      revisionRequests: null,
      websiteUrl: null,
      adminUrl: null,
      adminUsername: delivered ? 'alex.morgan' : null,
      adminPassword: delivered ? 'sample-password' : null,
      ftpHost: delivered ? 'ftp.bellavista.example' : null,
      ftpUsername: delivered ? 'bellavista' : null,
      ftpPassword: delivered ? 'sample-password' : null,
      deliveryNotes: delivered
        ? 'The menu, opening hours and photo gallery can be edited from the admin panel. Reservations arrive by e-mail.'
        : null,
      deliveredAt: delivered ? moment(p.delivery) : null,
    }
  })
  const project = (id: number) => SAMPLE_PROJECTS.find((p) => p.id === id)!

  const notification = (
    id: number,
    days: number,
    n: Pick<Notification, 'projectId' | 'title' | 'message' | 'type' | 'isRead'>,
  ): Notification => ({ id, ...n, createdAt: moment(days) })
  const notifications = [
    notification(8, 0, {
      projectId: 104,
      title: 'Design samples ready',
      message: 'Three design samples for Morgan Photography Portfolio are ready. Pick the one you like best.',
      type: 'order_update',
      isRead: false,
    }),
    notification(7, -1, {
      projectId: 103,
      title: 'Your website is ready for review',
      message: 'Urban Threads Online Store is on its staging site. Approve it or tell us what to change.',
      type: 'order_update',
      isRead: false,
    }),
    notification(6, -4, {
      projectId: 104,
      title: 'Payment received',
      message: `We received your payment of ${formatMoney(total(project(104)), 'USD', { whole: false })} for Morgan Photography Portfolio. Thank you!`,
      type: 'payment',
      isRead: false,
    }),
    notification(5, -5, {
      projectId: 102,
      title: 'Development started',
      message: 'Our developers have started building Morgan & Co. Consulting with the design you chose.',
      type: 'order_update',
      isRead: true,
    }),
    notification(4, -10, {
      projectId: 101,
      title: 'Maintenance plan active',
      message: `Website Maintenance for Bella Vista Restaurant is active: ${formatMoney(MAINTENANCE_PLAN_MONTHLY_CENTS.basic)}/month, billed monthly.`,
      type: 'payment',
      isRead: true,
    }),
    notification(3, -16, {
      projectId: null,
      title: 'Scheduled maintenance',
      message: 'Hosting maintenance on Sunday 02:00–03:00 UTC. Your sites stay online throughout.',
      type: 'system',
      isRead: true,
    }),
    notification(2, -30, {
      projectId: null,
      title: 'Add a blog to your site',
      message: 'Keep customers coming back: add a blog to any delivered website for $25.',
      type: 'promotion',
      isRead: true,
    }),
  ]

  const subscriptions: Subscription[] = [
    {
      id: 1,
      projectId: 101,
      plan: 'basic',
      amountCents: MAINTENANCE_PLAN_MONTHLY_CENTS.basic,
      monthlyAmountCents: MAINTENANCE_PLAN_MONTHLY_CENTS.basic,
      billingCycle: 'monthly',
      status: 'active',
      features: [...DEFAULT_MAINTENANCE_FEATURES],
      description: 'Website Maintenance — Basic plan',
      // The month of maintenance delivery includes ran out ten days ago; the plan took over.
      startDate: day(-10),
      nextBillingDate: day(20),
      endsOn: null,
      createdAt: moment(-10),
    },
  ]

  const invoice = (
    id: number,
    number: string,
    days: number,
    of: { projectId: number; amountCents: number; description: string; subscriptionId: number | null },
  ): InvoiceSummary => ({
    id,
    number,
    ...of,
    currency: 'USD',
    status: 'paid',
    createdAt: moment(days),
    paidAt: moment(days),
    pdfUrl: INVOICE_PDF_PATH.replace(':id', String(id)),
    revisionRound: null,
    payable: false,
  })
  const order = (id: number) => {
    const p = project(id)
    return { projectId: id, amountCents: total(p), description: p.title, subscriptionId: null }
  }
  const invoices = [
    invoice(5, 'INV-000241', -4, order(104)),
    invoice(4, 'INV-000236', -9, order(102)),
    invoice(3, 'INV-000235', -10, {
      projectId: 101,
      amountCents: MAINTENANCE_PLAN_MONTHLY_CENTS.basic,
      description: 'Website Maintenance — Basic plan',
      subscriptionId: 1,
    }),
    invoice(2, 'INV-000229', -12, order(103)),
    invoice(1, 'INV-000187', -48, order(101)),
  ]

  const tickets: CustomerSupportTicketDetail[] = [
    {
      id: 12,
      subject: 'Add a product size guide',
      message: 'Could the store show a size guide on every clothing product page?',
      priority: 'medium',
      status: 'in_progress',
      projectId: 103,
      projectTitle: project(103).title,
      replies: 1,
      createdAt: moment(-1, '09:30'),
      updatedAt: moment(-1, '11:05'),
      messages: [
        { id: 31, from: 'studio', body: TICKET_QUICK_RESPONSES.in_progress, createdAt: moment(-1, '11:05') },
      ],
    },
    {
      id: 9,
      subject: 'Update the summer opening hours',
      message: 'From June we open at 11:00 on weekdays. Please update the footer and the contact page.',
      priority: 'low',
      status: 'resolved',
      projectId: 101,
      projectTitle: project(101).title,
      replies: 2,
      createdAt: moment(-20, '08:15'),
      updatedAt: moment(-19, '10:40'),
      messages: [
        {
          id: 22,
          from: 'studio',
          body: 'The footer and the contact page now show the summer hours, 11:00 on weekdays from June.',
          createdAt: moment(-20, '14:20'),
        },
        { id: 23, from: 'client', body: 'Perfect, thank you!', createdAt: moment(-19, '10:40') },
      ],
    },
  ]

  return { projects, notifications, subscriptions, invoices, creditNotes: [], tickets }
}

/**
 * A ticket the visitor opens in the demo, as the API would list it: open, with no answer yet. `id` follows the
 * sample's; `now` is when it was opened.
 */
export function demoTicket(
  id: number,
  ticket: CreateDashboardTicket,
  now: Date,
): CustomerSupportTicketDetail {
  const projectId = ticket.projectId ?? null
  return {
    id,
    subject: ticket.subject.trim(),
    message: ticket.message.trim(),
    priority: ticket.priority ?? 'medium',
    status: 'open',
    projectId,
    projectTitle: projectId === null ? null : (DEMO_PROJECT_TITLES.get(projectId) ?? null),
    replies: 0,
    createdAt: now.toISOString(),
    updatedAt: null,
    messages: [],
  }
}
