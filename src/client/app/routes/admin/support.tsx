import AdminLaterSection from './later'
import type { AdminSectionProps } from './section-props'

export default function AdminSupport(props: AdminSectionProps) {
  return <AdminLaterSection {...props} />
}
