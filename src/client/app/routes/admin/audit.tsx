import { AuditTab } from '../../../features/audit/components/audit-tab'

/** The audit log, read-only. */
export default function AdminAudit() {
  return <AuditTab />
}
