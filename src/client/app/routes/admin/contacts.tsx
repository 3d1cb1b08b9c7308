import AdminLaterSection from './later'
import type { AdminSectionProps } from './section-props'

export default function AdminContacts(props: AdminSectionProps) {
  return <AdminLaterSection {...props} />
}
