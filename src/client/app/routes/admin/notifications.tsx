import { AdminNotificationsTab } from '../../../features/notifications/components/admin-notifications-tab'

export default function AdminNotifications() {
  return <AdminNotificationsTab />
}
