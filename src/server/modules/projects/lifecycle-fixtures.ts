import { eq } from 'drizzle-orm'
import type { ProjectStatus } from '../../../shared/lifecycle'
import { jobs } from '../../db/schema/jobs'
import { notifications } from '../../db/schema/notifications'
import { designSamples, projectEvents, projects } from '../../db/schema/projects'
import { seedCustomer, seedPaidOrder } from '../../db/seed/factories'
import { bearer } from '../../test/auth-helpers'
import type { TestApp } from '../../test/test-app'

/** Test fixtures of the lifecycle's tests: projects seeded in any status, and what a move left behind. */

export async function seedClientProject(
  t: TestApp,
  status: ProjectStatus,
  opts: { samples?: number; project?: Partial<typeof projects.$inferInsert> } = {},
) {
  const { user, token } = await seedCustomer(t.database.db)
  const order = await seedPaidOrder(
    t.database.db,
    { userId: user.id },
    { projectStatus: status, ...(opts.project ? { project: opts.project } : {}) },
  )
  const project = order.project!
  const samples = []
  for (let i = 0; i < (opts.samples ?? 0); i++) {
    const [row] = await t.database.db
      .insert(designSamples)
      .values({
        projectId: project.id,
        title: `Design ${i + 1}`,
        imageUrl: `https://img.example/${i + 1}.png`,
      })
      .returning()
    samples.push(row!)
  }
  return { user, headers: bearer(token), project, samples }
}

/** Everything a move writes for a project: its row, timeline, notifications, and the mail queued to `email`. */
export async function traces(t: TestApp, projectId: number, email: string) {
  const db = t.database.db
  const [row] = await db.select().from(projects).where(eq(projects.id, projectId))
  const events = await db
    .select()
    .from(projectEvents)
    .where(eq(projectEvents.projectId, projectId))
    .orderBy(projectEvents.id)
  const notes = await db
    .select()
    .from(notifications)
    .where(eq(notifications.projectId, projectId))
    .orderBy(notifications.id)
  const mails = (await db.select().from(jobs).where(eq(jobs.kind, 'mail')).orderBy(jobs.id)).filter(
    (j) => (j.payload as { to?: string }).to === email,
  )
  const samples = await db
    .select()
    .from(designSamples)
    .where(eq(designSamples.projectId, projectId))
    .orderBy(designSamples.id)
  return {
    row: row!,
    events,
    notes,
    // A mail the job runner already sent keeps only who and what kind in its job: its words are read from the
    // mail as it arrived (matched by the job id in its Message-ID).
    mails: mails.map((j) => {
      const queued = j.payload as { to: string; kind: string; subject?: string; text?: string; html?: string }
      const sent = queued.text === undefined ? t.smtp.messages.find((m) => m.jobId === j.id) : undefined
      return {
        to: queued.to,
        kind: queued.kind,
        subject: sent?.subject ?? queued.subject ?? '',
        text: sent?.text ?? queued.text ?? '',
        html: sent?.html ?? queued.html ?? '',
      }
    }),
    samples,
  }
}
