import AdminLaterSection from './later'
import type { AdminSectionProps } from './section-props'

export default function AdminDomains(props: AdminSectionProps) {
  return <AdminLaterSection {...props} />
}
