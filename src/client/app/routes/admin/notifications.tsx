import { NotificationsTab } from '../../../features/admin/components/notifications-tab'

export default function AdminNotifications() {
  return <NotificationsTab />
}
