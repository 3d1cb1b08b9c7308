import { projectPagePath } from '../../../shared/project-pages'
import { refreshDeliveryDate } from './project-deadline'
import { BASE_PAGES } from '../../../shared/catalog'
import { formatDate } from '../../../shared/dates'
import { orderName } from '../../../shared/contracts/orders'
import {
  canTransition,
  INCLUDED_REVISION_ROUNDS,
  STATUS_LABELS,
  TRANSITIONS,
  type LifecycleActor,
  type ProjectStatus,
  type TransitionName,
} from '../../../shared/lifecycle'
import type { Executor } from '../../db/client'
import type { projects } from '../../db/schema/projects'
import type { TxContext } from '../../db/transaction'
import { enqueueMail } from '../../integrations/mail/outbox'
import type { RenderedMail } from '../../integrations/mail/render'
import { AppError } from '../../lib/app-error'
import { findAccount } from '../auth'
import {
  designSamplesReadyMail,
  deliveredMail,
  readyForReviewMail,
  revisionsReceivedMail,
  statusChangedMail,
} from './projects.mail'
import { addNotification } from '../notifications'
import { projectCancelledMail } from './admin-projects.mail'
import { moneyWords, projectMoney } from './project-money'
import { endPlanOfCancelledProject } from '../billing'
import { insertProjectWithEvent, lockProject, transitionProject } from './projects.repo'
import { formatMoney } from '../../../shared/money'

/*
 * The one way a project changes status. Every move — the client's, the admin's named actions and picker, the
 * server's — goes through `moveProject` in the caller's transaction, which checks it against
 * shared/lifecycle.ts, moves the row with one conditional update (two racing requests cannot both win), and
 * writes exactly one timeline entry, one notification for the client and one mail to the client. A move that
 * does not apply answers 409 and changes nothing.
 */

type ProjectRow = typeof projects.$inferSelect

/** The picker's timeline kind when its move is none of the named ones. */
export const STATUS_SET = 'status_set'

export interface Actor {
  role: LifecycleActor
  userId: number | null
}

/** Facts a move's notice and mail mention. */
export interface MoveDetails {
  stagingUrl?: string | null
  notes?: string | null
  revisionRound?: number
  /** The free month's last day, when delivery included one. */
  maintenanceFreeUntil?: string | null
  /** The admin's note from the picker, told to the client with the move. */
  clientNote?: string | null
  /** A cancellation's words on the client's money (set by moveProject from the order's ledger). */
  moneyWords?: string
}

export interface MoveRequest {
  projectId: number
  actor: Actor
  /** A named move of the actor's, or (admins only) any status through the picker. */
  to: { transition: TransitionName } | { status: ProjectStatus }
  /** For a client's move: the project must be theirs (the caller has answered 404 otherwise). */
  ownerId?: number
  /** Kept on the timeline (and, for the picker, told to the client). */
  note?: string | null
  /** Other columns written with the move. */
  set?: Partial<typeof projects.$inferInsert>
  /** Answered with 409 when the project is not in a status the move starts from. */
  conflictMessage: string
  details?: MoveDetails
}

export interface Moved {
  project: ProjectRow
  from: ProjectStatus
  kind: string
}

export const LIFECYCLE_MESSAGES = {
  sameStatus: (label: string) => `This project is already ${label}.`,
  deliverOnly: 'A project is delivered with Deliver Project, once it is completed.',
} as const

/** A round past the included ones is billed. */
export function isBillableRound(round: number) {
  return round > INCLUDED_REVISION_ROUNDS
}

/** The named move of `actor` from `from` to `to`, if there is one (the picker records it under that name). */
function namedMove(
  actor: LifecycleActor,
  from: ProjectStatus,
  to: ProjectStatus,
): TransitionName | undefined {
  return (Object.keys(TRANSITIONS) as TransitionName[]).find((name) => {
    const t = TRANSITIONS[name]
    return t.by === actor && t.to === to && (t.from as readonly ProjectStatus[]).includes(from)
  })
}

export async function moveProject(t: TxContext, req: MoveRequest): Promise<Moved> {
  const { tx } = t
  // The row lock holds the status still until this transaction ends, so the check below is the one that counts.
  const current = await lockProject(tx, req.projectId)
  if (!current || (req.ownerId !== undefined && current.userId !== req.ownerId)) {
    throw AppError.notFound('Project not found')
  }
  const from = current.status as ProjectStatus
  let to: ProjectStatus
  let kind: string
  let allowedFrom: readonly ProjectStatus[]
  if ('transition' in req.to) {
    const move = TRANSITIONS[req.to.transition]
    if (move.by !== req.actor.role) throw new Error(`${req.to.transition} is not a ${req.actor.role} move`)
    to = move.to
    kind = req.to.transition
    allowedFrom = move.from
  } else {
    if (req.actor.role !== 'admin') throw new Error('Only an admin sets a status directly')
    to = req.to.status
    if (to === from)
      throw new AppError('INVALID_TRANSITION', LIFECYCLE_MESSAGES.sameStatus(STATUS_LABELS[to]))
    // Delivery carries its access details, so only Deliver Project makes it, even from `completed`.
    if (to === 'delivered' || !canTransition('admin', from, to)) {
      throw new AppError('INVALID_TRANSITION', LIFECYCLE_MESSAGES.deliverOnly)
    }
    kind = namedMove('admin', from, to) ?? STATUS_SET
    allowedFrom = [from]
  }
  if (!allowedFrom.includes(from)) throw new AppError('INVALID_TRANSITION', req.conflictMessage)

  const moved = await transitionProject(tx, {
    id: current.id,
    from: allowedFrom,
    to,
    ...(req.ownerId !== undefined ? { userId: req.ownerId } : {}),
    kind,
    actorRole: req.actor.role,
    actorUserId: req.actor.userId,
    note: req.note ?? null,
    ...(req.set ? { set: req.set } : {}),
  })
  if (!moved) throw new AppError('INVALID_TRANSITION', req.conflictMessage)

  const project = moved.project
  // A cancelled project is not maintained: its plan ends with the period already invoiced.
  if (to === 'cancelled') await endPlanOfCancelledProject(t, project.id)
  const client = await findAccount(tx, project.userId)
  // A cancellation tells the client what happens to their money, from the order's ledger as it now stands.
  const details: MoveDetails = {
    ...req.details,
    ...(to === 'cancelled' ? { moneyWords: moneyWords(await projectMoney(tx, project)) } : {}),
  }
  const notice = describeMove(kind, project, details)
  await addNotification(tx, {
    userId: project.userId,
    projectId: project.id,
    type: 'order_update',
    title: notice.title,
    message: notice.message,
  })
  if (client) {
    const mail = clientMail(kind, project, notice.message, {
      ...details,
      firstName: client.firstName,
      dashboardUrl: `${t.config.publicUrl}${projectPagePath.client(project.id)}`,
    })
    await enqueueMail(tx, { to: client.email, kind: `project-${kind}`, ...mail })
  }
  // A move into or out of waiting on the client moves the delivery date.
  await refreshDeliveryDate(tx, project.id, t.clock.now())
  return { project, from, kind }
}

/** The notification's words for a move. */
function describeMove(kind: string, project: ProjectRow, d: MoveDetails): { title: string; message: string } {
  const words = describeStep(kind, project, d)
  return d.clientNote ? { ...words, message: `${words.message} ${d.clientNote}` } : words
}

function describeStep(kind: string, project: ProjectRow, d: MoveDetails): { title: string; message: string } {
  const title = `"${project.title}"`
  const label = STATUS_LABELS[project.status as ProjectStatus] ?? project.status
  if (project.status === 'cancelled' && d.moneyWords !== undefined)
    return { title: 'Project cancelled', message: `${title} has been cancelled. ${d.moneyWords}` }
  switch (kind as TransitionName) {
    case 'paymentVerified':
      return {
        title: 'Payment received',
        message: `Your payment for ${title} is confirmed. Please fill in your project requirements.`,
      }
    case 'requirementsSubmitted':
      return {
        title: 'Requirements received',
        message: `We have your requirements for ${title}. Your website is due on ${formatDate(project.deliveryDate)}.`,
      }
    case 'samplesPublished':
      return {
        title: 'Design samples ready',
        message: `Your design samples for ${title} are ready. Choose the one you like best in your dashboard.`,
      }
    case 'designSelected':
      return {
        title: 'Design selected',
        message: `Thank you for choosing a design for ${title}. We are starting development.`,
      }
    case 'newDesignsRequested':
      return {
        title: 'New designs on the way',
        message: `Thank you for your feedback on ${title}. Our designers are preparing new designs for you.`,
      }
    case 'developmentStarted':
      return { title: 'Development started', message: `We have started building ${title}.` }
    case 'finalReviewSubmitted':
      return {
        title: 'Ready for your review',
        message: `${title} is ready for your review${d.stagingUrl ? ` at ${d.stagingUrl}` : ''}. Approve it or tell us what to change in your dashboard.`,
      }
    case 'approved':
      return {
        title: 'Website approved',
        message: `Thank you for approving ${title}. We are preparing its delivery.`,
      }
    case 'revisionsRequested': {
      const round = d.revisionRound ?? project.revisionRounds
      return {
        title: 'Revision request received',
        message: `We have your revision requests for ${title} (round ${round}) and are working on them.${
          isBillableRound(round)
            ? ` Your price includes ${INCLUDED_REVISION_ROUNDS} rounds of revisions; thank you for paying for this one.`
            : ''
        }`,
      }
    }
    case 'delivered':
      return {
        title: 'Your website is delivered',
        message: `${title} has been delivered. Your access details are in your dashboard.`,
      }
    default:
      return {
        title: 'Project status updated',
        message: `${title} is now ${label}.`,
      }
  }
}

function clientMail(
  kind: string,
  project: ProjectRow,
  message: string,
  d: MoveDetails & { firstName: string; dashboardUrl: string },
): RenderedMail {
  const base = { title: project.title, firstName: d.firstName, dashboardUrl: d.dashboardUrl }
  if (project.status === 'cancelled' && d.moneyWords !== undefined)
    return projectCancelledMail({ ...base, note: d.clientNote ?? null, money: d.moneyWords })
  switch (kind as TransitionName) {
    case 'samplesPublished':
      return designSamplesReadyMail(base)
    case 'finalReviewSubmitted':
      return readyForReviewMail({
        ...base,
        stagingUrl: d.stagingUrl ?? project.stagingUrl,
        notes: d.notes ?? null,
      })
    case 'revisionsRequested': {
      const round = d.revisionRound ?? project.revisionRounds
      return revisionsReceivedMail({ ...base, round, billable: isBillableRound(round) })
    }
    case 'delivered':
      return deliveredMail({
        ...base,
        websiteUrl: project.websiteUrl,
        maintenanceFreeUntil: d.maintenanceFreeUntil ?? null,
      })
    default:
      return statusChangedMail({
        ...base,
        statusLabel: STATUS_LABELS[project.status as ProjectStatus] ?? project.status,
        message,
      })
  }
}

/** What a paid order buys, as the order's finalisation hands it over. */
export interface PaidOrder {
  id: number
  userId: number
  title: string
  businessType: string
  description: string
  billingCompany: string
  amountCents: number
  extraPages: number
  /** Pages a coupon added beyond the paid ones. */
  freePages: number
  /** What each coupon gave: a free-pages coupon's pages include the paid ones it made free. */
  couponDiscounts: ReadonlyArray<{ freePages: number }>
  addons: string[]
  timeline: string
}

/**
 * The project a paid order buys, in the caller's transaction (the order's finalisation): it starts at
 * `requirements_needed`, with the first entry of its timeline (the payment, from `payment_pending`, which the
 * client reads) and a notice asking for the requirements. The order's receipt is its mail.
 */
export async function openProjectForPaidOrder(
  tx: Executor,
  order: PaidOrder,
  /** How the payment came, for the timeline (a payment recorded by an admin names its method). */
  opts: { paymentNote?: string } = {},
) {
  const status: ProjectStatus = 'requirements_needed'
  const title = orderName(order.title, order.billingCompany)
  // Free pages as the customer reads them: every page a coupon gave, the paid ones it made free included.
  const couponPages = order.couponDiscounts.reduce((n, c) => n + c.freePages, 0)
  const project = await insertProjectWithEvent(
    tx,
    {
      orderId: order.id,
      userId: order.userId,
      title,
      businessType: order.businessType,
      description: order.description,
      companyName: order.billingCompany,
      status,
      amountCents: order.amountCents,
      pages: BASE_PAGES + order.extraPages + order.freePages,
      extraPages: order.extraPages + order.freePages,
      freePages: Math.max(order.freePages, couponPages),
      addons: order.addons,
      timeline: order.timeline,
    },
    {
      actorRole: 'system',
      kind: 'paymentVerified',
      fromStatus: 'payment_pending',
      toStatus: status,
      note:
        opts.paymentNote ?? `Payment of ${formatMoney(order.amountCents, 'USD', { whole: false })} received`,
    },
  )
  await addNotification(tx, {
    userId: order.userId,
    projectId: project.id,
    type: 'payment',
    title: 'Payment received',
    message: `We received your payment for "${title}". Next, tell us about your business in the requirements form.`,
  })
  return project
}
