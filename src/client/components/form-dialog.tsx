import type { ReactNode } from 'react'
import { cn } from '../lib/utils'
import { Button } from './ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './ui/dialog'
import { Spinner } from './ui/spinner'

/**
 * The one skeleton of a dialog holding a form: title, a line saying what it does, and the form, mounted only
 * while the dialog is open so each opening starts from its defaults.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  size = 'md',
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description: ReactNode
  size?: 'md' | 'lg' | 'xl'
  children: ReactNode
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={cn(size === 'lg' && 'max-w-xl', size === 'xl' && 'max-w-2xl')}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {open && children}
      </DialogContent>
    </Dialog>
  )
}

/**
 * A form's submit button: disabled while the request is pending, a spinner (named for assistive technology)
 * in place of its icon, and the pending wording.
 */
export function SubmitButton({
  pending,
  icon,
  pendingLabel,
  pendingText,
  children,
  className,
}: {
  pending: boolean
  icon: ReactNode
  /** What the spinner tells a screen reader: "Creating the account". */
  pendingLabel: string
  /** The button's text while pending: "Creating…". */
  pendingText: string
  children: ReactNode
  className?: string
}) {
  return (
    <Button
      type="submit"
      disabled={pending}
      className={cn('w-full sm:w-auto sm:justify-self-end', className)}
    >
      {pending ? <Spinner label={pendingLabel} /> : icon}
      {pending ? pendingText : children}
    </Button>
  )
}
