import type { ComponentProps } from 'react'
import { cn } from '../../lib/utils'

/** A grey placeholder while data loads; hidden from assistive technology (pair it with a status text). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none', className)}
      {...props}
    />
  )
}
