import { FailedJobs } from '../../../features/admin/components/failed-jobs'
import { OverviewTab } from '../../../features/admin/components/overview-tab'
import { TwoFactorCard } from '../../../features/session/components/two-factor'
import type { AdminSectionProps } from './section-props'

export default function AdminOverview({ user, stats, onAddUser, onGoTo, onSetUpTotp }: AdminSectionProps) {
  return (
    <div className="grid grid-cols-1 gap-6">
      <OverviewTab
        stats={stats}
        onAddUser={onAddUser}
        onGoTo={onGoTo}
        security={<TwoFactorCard enabled={user.totpEnabled} onSetUp={onSetUpTotp} />}
      />
      <FailedJobs />
    </div>
  )
}
