import type { ComponentProps, MouseEvent } from 'react'
import { cn } from '../../lib/utils'

/**
 * A form label. What Radix's Label adds, written here: a double click on the label does not select its text
 * (a click on a control inside it is left alone). Owning these lines keeps the pages with forms from loading
 * the Radix group (dialogs, focus and scroll locks) for a label.
 */
export function Label({ className, onMouseDown, ...props }: ComponentProps<'label'>) {
  return (
    <label
      data-slot="label"
      className={cn('text-sm font-medium text-slate-800', className)}
      onMouseDown={(event: MouseEvent<HTMLLabelElement>) => {
        if ((event.target as Element).closest('button, input, select, textarea')) return
        onMouseDown?.(event)
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault()
      }}
      {...props}
    />
  )
}
