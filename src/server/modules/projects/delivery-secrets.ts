import type { projects } from '../../db/schema/projects'
import { createSecretBox } from '../../lib/secret-box'

/*
 * Delivery passwords are kept sealed (lib/secret-box.ts), each bound to its project and purpose, so a database
 * copy alone does not reveal them and a sealed value copied to another project does not open. They are opened
 * only for the project's owner and for admins, and never written to a mail or a log.
 */

const context = {
  admin: (projectId: number) => `delivery:admin-password:${projectId}`,
  ftp: (projectId: number) => `delivery:ftp-password:${projectId}`,
}

export function sealDeliveryPasswords(
  key: Buffer,
  projectId: number,
  passwords: { adminPassword: string; ftpPassword: string },
) {
  const box = createSecretBox(key)
  return {
    adminPasswordSealed: passwords.adminPassword
      ? box.encrypt(passwords.adminPassword, context.admin(projectId))
      : null,
    ftpPasswordSealed: passwords.ftpPassword
      ? box.encrypt(passwords.ftpPassword, context.ftp(projectId))
      : null,
  }
}

export interface DeliveryPasswords {
  adminPassword: string | null
  ftpPassword: string | null
}

export function openDeliveryPasswords(key: Buffer, row: typeof projects.$inferSelect): DeliveryPasswords {
  if (!row.adminPasswordSealed && !row.ftpPasswordSealed) return { adminPassword: null, ftpPassword: null }
  const box = createSecretBox(key)
  return {
    adminPassword: row.adminPasswordSealed
      ? box.decrypt(row.adminPasswordSealed, context.admin(row.id))
      : null,
    ftpPassword: row.ftpPasswordSealed ? box.decrypt(row.ftpPasswordSealed, context.ftp(row.id)) : null,
  }
}
