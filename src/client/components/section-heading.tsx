import type { ReactNode } from 'react'
import { cn } from '../lib/utils'

/** The eyebrow, h2 and lead paragraph every landing section opens with. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = 'center',
  inverse = false,
}: {
  id: string
  eyebrow?: string
  title: ReactNode
  children?: ReactNode
  align?: 'center' | 'left'
  inverse?: boolean
}) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow && (
        <p
          className={cn(
            'text-sm font-semibold uppercase tracking-wider',
            inverse ? 'text-brand-200' : 'text-brand-700',
          )}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={cn(
          'mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl',
          inverse ? 'text-white' : 'text-slate-900',
        )}
      >
        {title}
      </h2>
      {children && (
        <p className={cn('mt-4 text-lg text-pretty', inverse ? 'text-brand-100' : 'text-slate-600')}>
          {children}
        </p>
      )}
    </div>
  )
}
