import { useState } from 'react'
import { lazyDialog } from '../../../components/deferred'
import { useAdminStats } from '../../../hooks/use-admin-stats'
import { FailedJobs } from '../../../features/admin-overview/components/failed-jobs'
import { OverviewTab } from '../../../features/admin-overview/components/overview-tab'
import { PaymentsNeedingAttention } from '../../../features/admin-overview/components/payments-attention'
import {
  type NotificationRecipient,
  SendNotificationDialog,
} from '../../../features/notifications/components/send-notification-dialog'
import { TwoFactorCard } from '../../../features/session/components/two-factor'
import type { AdminSectionProps } from './section-props'

// The Add User quick action's form loads when it is first opened.
const AddManualUserDialog = lazyDialog(
  () =>
    import('../../../features/users/components/add-manual-user-dialog').then((m) => m.AddManualUserDialog),
  (p) => p.open,
)

/**
 * The overview section: its Add User quick action records a customer who paid outside the card checkout (the
 * Users tab's own button creates an account with a password).
 */
export default function AdminOverview({ user, stats, onGoTo, onSetUpTotp }: AdminSectionProps) {
  const [broadcast, setBroadcast] = useState<NotificationRecipient | null>(null)
  const [addOpen, setAddOpen] = useState(false)
  // The panel reads the figures already (its session check); this shares that answer for its error and retry.
  const query = useAdminStats({ enabled: true })
  return (
    <div className="grid grid-cols-1 gap-6">
      <OverviewTab
        stats={stats ?? query.data}
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
        onAddUser={() => setAddOpen(true)}
        onSendNotification={() => setBroadcast({ kind: 'everyone' })}
        onGoTo={onGoTo}
        security={<TwoFactorCard enabled={user.totpEnabled} onSetUp={onSetUpTotp} />}
      />
      <PaymentsNeedingAttention />
      <FailedJobs />
      <SendNotificationDialog recipient={broadcast} onOpenChange={(o) => !o && setBroadcast(null)} />
      <AddManualUserDialog open={addOpen} onOpenChange={setAddOpen} />
    </div>
  )
}
