import { AdminSupportTab } from '../../../features/support/components/admin-support-tab'

export default function AdminSupport() {
  return <AdminSupportTab />
}
