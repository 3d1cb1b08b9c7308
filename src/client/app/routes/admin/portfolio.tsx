import AdminLaterSection from './later'
import type { AdminSectionProps } from './section-props'

export default function AdminPortfolio(props: AdminSectionProps) {
  return <AdminLaterSection {...props} />
}
