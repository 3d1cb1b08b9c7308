import AdminLaterSection from './later'
import type { AdminSectionProps } from './section-props'

export default function AdminSettings(props: AdminSectionProps) {
  return <AdminLaterSection {...props} />
}
