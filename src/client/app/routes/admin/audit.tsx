import { AuditTab } from '../../../features/admin/components/audit-tab'

/** The audit log, read-only. */
export default function AdminAudit() {
  return <AuditTab />
}
