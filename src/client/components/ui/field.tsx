import { type ReactNode, useId } from 'react'
import { cn } from '../../lib/utils'
import { Label } from './label'

/** Label, control and error message wired together with ids, so screen readers announce the error. */
export function Field({
  label,
  error,
  hint,
  className,
  children,
}: {
  label: ReactNode
  error?: string | undefined
  hint?: ReactNode
  className?: string
  children: (props: {
    id: string
    'aria-invalid': boolean
    'aria-describedby': string | undefined
  }) => ReactNode
}) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div data-slot="field" className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': error ? errorId : undefined })}
      {hint && !error && <p className="text-xs text-slate-600">{hint}</p>}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
