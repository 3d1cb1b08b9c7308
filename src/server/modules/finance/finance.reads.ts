import { displayName } from '../../../shared/display-name'
import type { Executor } from '../../db/client'
import { type AccountName, listAccountNames } from '../auth'
import { listOrdersInvoicesCredited } from '../billing'
import {
  countPaidOrdersIn,
  findOrderRow,
  listPaidOrderExportEntries,
  listPaidOrdersPage,
  listPaidOrdersPageAfter,
  moneyKeptByCustomer,
  type PaidOrderRow,
  type PaidOrdersScope,
  type PaidOrdersSort,
} from '../orders'
import { listOrdersProjects, projectsInStatuses } from '../projects'

/*
 * The finance dashboard's reads of paid orders and customers, composed from the modules that own their rows: a
 * page of orders from orders, then the projects they became (projects), their invoices and credit notes (billing)
 * and their customers (auth), one query per module and page, never one per row; the customers who paid most by
 * money kept (orders' `moneyKeptByCustomer`, with billing's part).
 */

/** What a report reads: paid between two instants, its project in one of these statuses (any when none). */
export interface FinanceScope {
  from: Date
  to: Date
  projectStatuses?: readonly string[]
}

export type FinanceSort = PaidOrdersSort

/** The orders a scope names: with project statuses, the orders of the projects in them (read once per scope). */
const resolved = new WeakMap<FinanceScope, Promise<PaidOrdersScope>>()
function ordersScope(tx: Executor, scope: FinanceScope): Promise<PaidOrdersScope> {
  if (!scope.projectStatuses) return Promise.resolve({ from: scope.from, to: scope.to })
  let found = resolved.get(scope)
  if (!found) {
    found = projectsInStatuses(tx, scope.projectStatuses).then((p) => ({
      from: scope.from,
      to: scope.to,
      orderIds: p.orderIds,
    }))
    found.catch(() => resolved.delete(scope))
    resolved.set(scope, found)
  }
  return found
}

/** How the finance lists name a customer: their name, or their address; nothing for an order without one. */
const nameOf = (a: AccountName | undefined) => (a ? displayName(a) : '')

/**
 * The customers who paid in the period (an order or a maintenance invoice): how many, and the `limit` whose money
 * kept (what they paid in the period less its refunds) is the most, most first (then by id), with their names.
 * `orders` is how many paid orders each has in the period.
 */
export async function paidCustomers(tx: Executor, scope: FinanceScope, limit: number) {
  const kept = await moneyKeptByCustomer(tx, { scope })
  const top = [...kept].sort(([a, ka], [b, kb]) => kb.cents - ka.cents || a - b).slice(0, limit)
  const names = await listAccountNames(
    tx,
    top.map(([id]) => id),
  )
  return {
    active: kept.size,
    top: top.map(([id, k]) => ({
      id,
      name: nameOf(names.get(id)),
      email: names.get(id)?.email ?? '',
      orders: k.orders,
      cents: k.cents,
    })),
  }
}

/** Orders' rows with what the other modules hold of them: their project, invoice, credit notes and customer. */
async function withWhatTheyName(tx: Executor, rows: PaidOrderRow[]) {
  if (!rows.length) return []
  const orderIds = rows.map((r) => r.id)
  const projects = await listOrdersProjects(tx, orderIds)
  const invoices = await listOrdersInvoicesCredited(tx, orderIds)
  const people = await listAccountNames(
    tx,
    rows.flatMap((r) => (r.userId === null ? [] : [r.userId])),
  )
  return rows.map((r) => {
    const person = r.userId === null ? undefined : people.get(r.userId)
    const project = projects.get(r.id)
    const invoice = invoices.get(r.id)
    return {
      id: r.id,
      userId: r.userId,
      name: nameOf(person),
      email: person?.email ?? '',
      projectId: project?.id ?? null,
      projectTitle: project?.title ?? null,
      projectStatus: project?.status ?? null,
      amountCents: r.amountCents,
      creditedCents: invoice?.creditedCents ?? 0,
      currency: r.currency,
      status: r.status,
      paymentMethod: r.paymentMethod,
      couponCodes: r.couponCodes,
      invoiceNumber: invoice?.number ?? null,
      createdAt: r.createdAt,
      paidAt: r.paidAt,
    }
  })
}

export type FinanceOrderRecord = Awaited<ReturnType<typeof withWhatTheyName>>[number]

/** A page of the period's paid orders, sorted. */
export async function listPaidOrders(
  tx: Executor,
  scope: FinanceScope,
  page: { sort: FinanceSort; limit: number; offset: number },
) {
  return withWhatTheyName(tx, await listPaidOrdersPage(tx, await ordersScope(tx, scope), page))
}

/** The period's paid orders oldest first, `limit` at a time after the order `afterId` (the export's walk). */
export async function listPaidOrdersAfter(
  tx: Executor,
  scope: FinanceScope,
  afterId: number | null,
  limit: number,
) {
  return withWhatTheyName(tx, await listPaidOrdersPageAfter(tx, await ordersScope(tx, scope), afterId, limit))
}

/** How many paid orders the period has. */
export async function countPaidOrders(tx: Executor, scope: FinanceScope) {
  return countPaidOrdersIn(tx, await ordersScope(tx, scope))
}

/** One order as the finance table lists it, whatever its state; none when there is no such order. */
export async function findOrderRecord(tx: Executor, id: number) {
  const row = await findOrderRow(tx, id)
  return row && (await withWhatTheyName(tx, [row]))[0]
}

/** One paid order as the CSV export writes it: plain columns, no nested objects, the instant in epoch ms. */
export interface PaidOrderExportRow {
  id: number
  /** Paid (or, failing that, created) at, in epoch milliseconds. */
  at: number
  name: string
  email: string
  projectTitle: string | null
  projectStatus: string | null
  status: string
  paymentMethod: string
  couponCodes: string[]
  amountCents: number
  creditedCents: number
  invoiceNumber: string | null
}

/**
 * `listPaidOrdersAfter` for the CSV export: the same orders in the same order, read as raw rows (orders'), with
 * their projects, invoices and customers read for the page (one query each), so that 100,000 orders take a
 * fraction of a second to read.
 */
export async function listPaidOrderExportRows(
  tx: Executor,
  scope: FinanceScope,
  afterId: number | null,
  limit: number,
): Promise<PaidOrderExportRow[]> {
  const rows = await listPaidOrderExportEntries(tx, await ordersScope(tx, scope), afterId, limit)
  if (!rows.length) return []
  const orderIds = rows.map((r) => r.id)
  const [projects, invoices, people] = await Promise.all([
    listOrdersProjects(tx, orderIds),
    listOrdersInvoicesCredited(tx, orderIds),
    listAccountNames(
      tx,
      rows.flatMap((r) => (r.userId === null ? [] : [r.userId])),
    ),
  ])
  return rows.map((r) => {
    const person = r.userId === null ? undefined : people.get(r.userId)
    const project = projects.get(r.id)
    const invoice = invoices.get(r.id)
    return {
      id: r.id,
      at: r.at,
      name: nameOf(person),
      email: person?.email ?? '',
      projectTitle: project?.title ?? null,
      projectStatus: project?.status ?? null,
      status: r.status,
      paymentMethod: r.paymentMethod,
      couponCodes: r.couponCodes,
      amountCents: r.amountCents,
      creditedCents: invoice?.creditedCents ?? 0,
      invoiceNumber: invoice?.number ?? null,
    }
  })
}
