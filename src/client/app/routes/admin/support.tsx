import { SupportTab } from '../../../features/admin/components/support-tab'

export default function AdminSupport() {
  return <SupportTab />
}
