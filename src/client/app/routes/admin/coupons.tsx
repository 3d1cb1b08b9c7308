import AdminLaterSection from './later'
import type { AdminSectionProps } from './section-props'

export default function AdminCoupons(props: AdminSectionProps) {
  return <AdminLaterSection {...props} />
}
