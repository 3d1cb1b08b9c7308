import { useState } from 'react'
import { DashboardShell } from '../../components/dashboard-shell'
import { Badge } from '../../components/ui/badge'
import { FinanceDashboard } from '../../features/finance/components/finance-dashboard'
import {
  TwoFactorCard,
  TwoFactorDialog,
  useEnrolmentRequested,
} from '../../features/session/components/two-factor'
import type { AreaProps } from '../pages'

/** The finance dashboard: the reports for a period and status, and the account's two-factor sign-in. */
export default function CfoDashboardPage({ user }: AreaProps) {
  const enrolRequested = useEnrolmentRequested()
  const [totpOpen, setTotpOpen] = useState(enrolRequested)
  return (
    <DashboardShell user={user} badge={<Badge className="hidden sm:inline-flex">Finance</Badge>}>
      <FinanceDashboard />
      <div className="mt-8 max-w-2xl">
        <TwoFactorCard enabled={user.totpEnabled} onSetUp={() => setTotpOpen(true)} />
      </div>
      <TwoFactorDialog open={totpOpen} onOpenChange={setTotpOpen} />
    </DashboardShell>
  )
}
