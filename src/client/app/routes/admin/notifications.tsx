import AdminLaterSection from './later'
import type { AdminSectionProps } from './section-props'

export default function AdminNotifications(props: AdminSectionProps) {
  return <AdminLaterSection {...props} />
}
