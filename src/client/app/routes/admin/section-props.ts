import type { AdminStatsResponse } from '../../../../shared/contracts/admin'
import type { User } from '../../../../shared/contracts/auth'
import type { AdminSection } from '../../pages'

/** What the admin panel hands each of its sections. */
export interface AdminSectionProps {
  user: User
  section: AdminSection
  stats: AdminStatsResponse | undefined
  onAddUser: () => void
  onGoTo: (section: AdminSection) => void
  onSetUpTotp: () => void
}
