import { type ReactNode, useEffect, useId, useRef } from 'react'
import { Button } from './ui/button'
import { Spinner } from './ui/spinner'

/**
 * The second step of an action that cannot be taken back (a refund, a broadcast, an approval): what will happen,
 * in words, with the confirm button focused and a way back. Shown in place of the action's own button.
 */
export function ConfirmStep({
  title,
  children,
  confirmLabel,
  pending,
  pendingText,
  onConfirm,
  onBack,
}: {
  title: string
  children: ReactNode
  confirmLabel: string
  pending: boolean
  pendingText: string
  onConfirm: () => void
  onBack: () => void
}) {
  const id = useId()
  const confirm = useRef<HTMLButtonElement>(null)
  useEffect(() => confirm.current?.focus(), [])
  return (
    <div
      role="group"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      className="grid gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4"
    >
      <p id={`${id}-title`} className="font-semibold text-slate-900">
        {title}
      </p>
      <div id={`${id}-body`} className="grid gap-1 text-sm text-slate-800">
        {children}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onBack} disabled={pending}>
          Back
        </Button>
        <Button ref={confirm} type="button" onClick={onConfirm} disabled={pending}>
          {pending ? (
            <>
              <Spinner label={pendingText} />
              {pendingText}
            </>
          ) : (
            confirmLabel
          )}
        </Button>
      </div>
    </div>
  )
}
