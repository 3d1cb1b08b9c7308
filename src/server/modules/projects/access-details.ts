import { projectPagePath } from '../../../shared/project-pages'
import type { AccessDetails, UpdateAccessDetailsSchema } from '../../../shared/contracts/admin-projects'
import type { z } from 'zod/mini'
import type { AppContext } from '../../context'
import type { projects } from '../../db/schema/projects'
import { withTransaction } from '../../db/transaction'
import { enqueueMail } from '../../integrations/mail/outbox'
import { AppError } from '../../lib/app-error'
import { type AuditActor, recordAudit } from '../audit'
import { findAccount } from '../auth'
import { addNotification } from '../notifications'
import { accessDetailsUpdatedMail } from './admin-projects.mail'
import { answer, lockExisting } from './admin-projects.service'
import { openDeliveryPasswords, sealDeliveryPasswords } from './delivery-secrets'
import { insertProjectEvent, updateProject } from './projects.repo'

/*
 * A delivered project's access details on the staff side. The panel's reads leave the passwords closed; an admin
 * opens them with Show access details, and each opening is in the audit log as a read of secrets (which ones, never
 * their values). A correction replaces the delivery's fields, the passwords sealed again, is audited with what it
 * changed (the passwords only named, never written), goes on the timeline, and the client is told in the app and by
 * mail that their details changed (the mail carries none of them).
 */

type ProjectRow = typeof projects.$inferSelect

export const ACCESS_DETAILS_MESSAGES = {
  notDelivered: 'This project has not been delivered yet, so it has no access details.',
  notDeliveredNow: 'Only a delivered project’s access details can be corrected.',
  updated: 'Access details updated; the client has been told',
  unchanged: 'Nothing changed: these are the access details the project has',
} as const

/** The fields a correction replaces, other than the passwords. */
const PLAIN_FIELDS = [
  'websiteUrl',
  'adminUrl',
  'adminUsername',
  'ftpHost',
  'ftpUsername',
  'deliveryNotes',
] as const

/** What the audit log keeps of the details: the plain fields, and of the passwords only whether each is set. */
function auditable(
  row: Pick<ProjectRow, (typeof PLAIN_FIELDS)[number]>,
  passwords: { admin: boolean; ftp: boolean },
) {
  return {
    ...Object.fromEntries(PLAIN_FIELDS.map((f) => [f, row[f]])),
    setLogins: [...(passwords.admin ? ['admin'] : []), ...(passwords.ftp ? ['ftp'] : [])],
  }
}

/** POST /api/admin/projects/:id/access-details/reveal: the details with the passwords opened, the reading audited. */
export async function revealAccessDetails(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
): Promise<AccessDetails> {
  return withTransaction(ctx, async ({ tx, config }) => {
    const row = await lockExisting(tx, id)
    if (!row.deliveredAt) throw AppError.conflict(ACCESS_DETAILS_MESSAGES.notDelivered)
    const opened = openDeliveryPasswords(config.secretsKey, row)
    await recordAudit(tx, actor, {
      action: 'project.access-details.read',
      recordType: 'project',
      recordId: id,
      after: {
        read: 'delivery secrets',
        opened: [
          ...(opened.adminPassword ? ['adminPassword'] : []),
          ...(opened.ftpPassword ? ['ftpPassword'] : []),
        ],
      },
    })
    return {
      websiteUrl: row.websiteUrl,
      adminUrl: row.adminUrl,
      adminUsername: row.adminUsername,
      adminPassword: opened.adminPassword,
      ftpHost: row.ftpHost,
      ftpUsername: row.ftpUsername,
      ftpPassword: opened.ftpPassword,
      deliveryNotes: row.deliveryNotes,
      deliveredAt: row.deliveredAt.toISOString(),
    }
  })
}

/** PUT /api/admin/projects/:id/access-details: a delivered project's details corrected (409 for any other status). */
export async function updateAccessDetails(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  input: z.output<typeof UpdateAccessDetailsSchema>,
) {
  return withTransaction(ctx, async (t) => {
    const { tx, config } = t
    const before = await lockExisting(tx, id)
    if (before.status !== 'delivered') throw AppError.conflict(ACCESS_DETAILS_MESSAGES.notDeliveredNow)
    const old = openDeliveryPasswords(config.secretsKey, before)
    const next = {
      websiteUrl: input.websiteUrl,
      adminUrl: input.adminUrl,
      adminUsername: input.adminUsername || null,
      ftpHost: input.ftpHost || null,
      ftpUsername: input.ftpUsername || null,
      deliveryNotes: input.deliveryNotes || null,
    }
    const changed = [
      ...PLAIN_FIELDS.filter((f) => (before[f] ?? null) !== next[f]),
      ...((old.adminPassword ?? '') !== input.adminPassword ? ['adminPassword'] : []),
      ...((old.ftpPassword ?? '') !== input.ftpPassword ? ['ftpPassword'] : []),
    ]
    if (changed.length === 0) return answer(t, id, ACCESS_DETAILS_MESSAGES.unchanged)
    await updateProject(tx, id, { ...next, ...sealDeliveryPasswords(config.secretsKey, id, input) })
    await insertProjectEvent(tx, {
      projectId: id,
      actorRole: 'admin',
      actorUserId: actor.userId,
      kind: 'access_details_updated',
      note: `Access details corrected: ${changed.map((f) => FIELD_NAMES[f]).join(', ')}`,
    })
    await addNotification(tx, {
      userId: before.userId,
      projectId: id,
      type: 'order_update',
      title: 'Access details updated',
      message: `We have updated the access details of "${before.title}". Use the new ones in your dashboard from now on.`,
    })
    const client = await findAccount(tx, before.userId)
    if (client)
      await enqueueMail(tx, {
        to: client.email,
        kind: 'project-access-details-updated',
        ...accessDetailsUpdatedMail({
          title: before.title,
          firstName: client.firstName,
          dashboardUrl: `${config.publicUrl}${projectPagePath.client(before.id)}`,
          websiteUrl: next.websiteUrl,
        }),
      })
    await recordAudit(tx, actor, {
      action: 'project.access-details.update',
      recordType: 'project',
      recordId: id,
      before: auditable(before, { admin: !!old.adminPassword, ftp: !!old.ftpPassword }),
      after: {
        ...auditable(next, { admin: !!input.adminPassword, ftp: !!input.ftpPassword }),
        changed,
      },
    })
    return answer(t, id, ACCESS_DETAILS_MESSAGES.updated)
  })
}

/** How the timeline names a changed field. */
const FIELD_NAMES: Record<string, string> = {
  websiteUrl: 'live website',
  adminUrl: 'admin panel URL',
  adminUsername: 'admin username',
  adminPassword: 'admin password',
  ftpHost: 'FTP host',
  ftpUsername: 'FTP username',
  ftpPassword: 'FTP password',
  deliveryNotes: 'delivery notes',
}
