import { desc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { invoices, maintenanceSubscriptions } from '../../db/schema/billing'
import { projects } from '../../db/schema/projects'

/** A customer's invoices, newest first, with what each is for (its project's title or its plan), in one query. */
export async function listInvoicesForCustomer(tx: Executor, userId: number) {
  return tx
    .select({
      id: invoices.id,
      number: invoices.number,
      status: invoices.status,
      totalCents: invoices.totalCents,
      issuedAt: invoices.issuedAt,
      paidAt: invoices.paidAt,
      projectId: invoices.projectId,
      subscriptionId: invoices.subscriptionId,
      projectTitle: projects.title,
      plan: maintenanceSubscriptions.plan,
    })
    .from(invoices)
    .leftJoin(projects, eq(projects.id, invoices.projectId))
    .leftJoin(maintenanceSubscriptions, eq(maintenanceSubscriptions.id, invoices.subscriptionId))
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
}
