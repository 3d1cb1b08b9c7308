import { AdminMaintenancePlans } from '../../../features/billing/components/admin-maintenance-plans'
import { UsersTab } from '../../../features/users/components/users-tab'
import type { AdminSectionProps } from './section-props'

/** Users, and below them every client's maintenance plan (started from a user's Maintenance button). */
export default function AdminUsers({ onAddUser }: AdminSectionProps) {
  return (
    <div className="grid grid-cols-1 gap-6">
      <UsersTab onAddUser={onAddUser} />
      <AdminMaintenancePlans />
    </div>
  )
}
