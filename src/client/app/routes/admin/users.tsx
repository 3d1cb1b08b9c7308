import { UsersTab } from '../../../features/admin/components/users-tab'
import type { AdminSectionProps } from './section-props'

export default function AdminUsers({ onAddUser }: AdminSectionProps) {
  return <UsersTab onAddUser={onAddUser} />
}
