import { KeyRound, ShieldCheck } from 'lucide-react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { lazyDialog } from '../../../components/deferred'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card'
import { Spinner } from '../../../components/ui/spinner'

/** History state a staff sign-in leaves when the server asks for enrolment first. */
export const ENROL_TOTP_STATE = { enrollTotp: true } as const

/**
 * True once, on arrival from a sign-in that answered `mustEnrollTotp`. The flag is then cleared from the
 * history entry, so reloading or coming back does not reopen the dialog.
 */
export function useEnrolmentRequested(): boolean {
  const asked = (useLocation().state as { enrollTotp?: boolean } | null)?.enrollTotp === true
  const [requested, setRequested] = useState(false)
  // Remembered while rendering, so it outlives the effect below that clears it from the history entry.
  if (asked && !requested) setRequested(true)
  useEffect(() => {
    if (asked) window.history.replaceState(null, '')
  }, [asked])
  return requested || asked
}

/** The Security area: whether the second factor is on, and the way to set it up when it is not. */
export function TwoFactorCard({
  enabled,
  onSetUp,
  headingLevel = 'h2',
}: {
  enabled: boolean
  onSetUp: () => void
  headingLevel?: 'h2' | 'h3'
}) {
  const Heading = headingLevel
  return (
    <Card>
      <CardHeader>
        <Heading className="flex items-center gap-2 text-lg font-semibold">
          <ShieldCheck className="size-5 text-brand-700" aria-hidden="true" />
          Security
        </Heading>
        <CardDescription>Protect this account with a code from an authenticator app.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <p className="flex items-center gap-2 font-medium text-slate-900">
            Two-factor authentication
            {enabled ? <Badge variant="success">On</Badge> : <Badge variant="warning">Off</Badge>}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {enabled
              ? 'Signing in asks for a code from your authenticator app.'
              : 'Anyone with your password can sign in. Add a second step.'}
          </p>
        </div>
        {!enabled && (
          <Button onClick={onSetUp}>
            <KeyRound aria-hidden="true" />
            Set up authenticator
          </Button>
        )}
        <div className="w-full">
          <PasswordSection totpEnabled={enabled} />
        </div>
      </CardContent>
    </Card>
  )
}

// The password form and the devices button load when asked for, so a panel's start renders none of their code.
const PasswordAndDevices = lazy(() =>
  import('./password-and-devices').then((m) => ({ default: m.PasswordAndDevices })),
)

function PasswordSection({ totpEnabled }: { totpEnabled: boolean }) {
  const [open, setOpen] = useState(false)
  if (!open)
    return (
      <Button variant="outline" onClick={() => setOpen(true)}>
        <KeyRound aria-hidden="true" />
        Password and devices
      </Button>
    )
  return (
    <Suspense
      fallback={
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner label="Opening" />
          Opening…
        </p>
      }
    >
      <PasswordAndDevices totpEnabled={totpEnabled} />
    </Suspense>
  )
}

/**
 * Enrolment (./two-factor-dialog): its forms and dialog load when it first opens, so an area that shows it
 * closed, or the enrolment step before it opens, runs none of that code on start.
 */
export const TwoFactorDialog = lazyDialog(
  () => import('./two-factor-dialog').then((m) => m.TwoFactorDialog),
  (props: { open: boolean; onOpenChange: (open: boolean) => void }) => props.open,
)
