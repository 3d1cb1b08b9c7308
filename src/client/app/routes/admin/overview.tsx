import { useState } from 'react'
import { FailedJobs } from '../../../features/admin/components/failed-jobs'
import { OverviewTab } from '../../../features/admin/components/overview-tab'
import { PaymentsNeedingAttention } from '../../../features/admin/components/payments-attention'
import {
  type NotificationRecipient,
  SendNotificationDialog,
} from '../../../features/admin/components/send-notification-dialog'
import { TwoFactorCard } from '../../../features/session/components/two-factor'
import type { AdminSectionProps } from './section-props'

export default function AdminOverview({ user, stats, onAddUser, onGoTo, onSetUpTotp }: AdminSectionProps) {
  const [broadcast, setBroadcast] = useState<NotificationRecipient | null>(null)
  return (
    <div className="grid grid-cols-1 gap-6">
      <OverviewTab
        stats={stats}
        onAddUser={onAddUser}
        onSendNotification={() => setBroadcast({ kind: 'everyone' })}
        onGoTo={onGoTo}
        security={<TwoFactorCard enabled={user.totpEnabled} onSetUp={onSetUpTotp} />}
      />
      <PaymentsNeedingAttention />
      <FailedJobs />
      <SendNotificationDialog recipient={broadcast} onOpenChange={(o) => !o && setBroadcast(null)} />
    </div>
  )
}
