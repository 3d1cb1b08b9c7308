import { KeyRound, ShieldCheck } from 'lucide-react'
import { useState } from 'react'
import type { User } from '../../../../shared/contracts/auth'
import { DashboardShell } from '../../../components/dashboard-shell'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { TwoFactorDialog, useEnrolmentRequested } from './two-factor'

/**
 * What a staff account without its authenticator sees instead of its area: until the second factor is on, the
 * server answers every staff call with a refusal, so the area offers the one thing that works, enrolling.
 * Once enabled, the identity answer changes and the area opens by itself.
 */
export function EnrolmentGate({ user, area }: { user: User; area: string }) {
  const requested = useEnrolmentRequested()
  const [open, setOpen] = useState(requested)
  return (
    <DashboardShell user={user}>
      <Card className="mx-auto mt-4 flex max-w-xl flex-col items-center px-6 py-12 text-center">
        <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <ShieldCheck className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-xl font-semibold text-slate-900">Set up two-factor authentication</h1>
        <p className="mt-2 text-sm text-slate-600">
          {`The ${area} opens once this account has an authenticator app: staff accounts sign in with a password and a code from the app. It takes a minute: confirm your password, scan a QR code, enter the code it shows.`}
        </p>
        <Button className="mt-6" onClick={() => setOpen(true)}>
          <KeyRound aria-hidden="true" />
          Set up authenticator
        </Button>
      </Card>
      <TwoFactorDialog open={open} onOpenChange={setOpen} />
    </DashboardShell>
  )
}
