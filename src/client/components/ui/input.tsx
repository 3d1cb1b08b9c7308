import type { ComponentProps } from 'react'
import { cn } from '../../lib/utils'

export const fieldClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 shadow-xs transition-colors focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-500 sm:text-sm'

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input data-slot="input" className={cn(fieldClass, 'h-10', className)} {...props} />
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea data-slot="textarea" className={cn(fieldClass, 'min-h-24', className)} {...props} />
}

/** A native select: accessible everywhere and works before any script runs. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select data-slot="select" className={cn(fieldClass, 'h-10 pr-8', className)} {...props} />
}
