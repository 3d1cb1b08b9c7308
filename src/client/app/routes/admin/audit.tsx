import AdminLaterSection from './later'
import type { AdminSectionProps } from './section-props'

export default function AdminAudit(props: AdminSectionProps) {
  return <AdminLaterSection {...props} />
}
