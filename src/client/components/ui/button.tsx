import { Slot } from '@radix-ui/react-slot'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/utils'

const BASE =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg text-sm font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0 cursor-pointer'
const VARIANTS = {
  default: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800',
  accent: 'bg-amber-400 text-slate-900 shadow-sm hover:bg-amber-300',
  outline: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
  ghost: 'text-slate-700 hover:bg-slate-100',
  secondary: 'bg-slate-100 text-slate-900 hover:bg-slate-200',
  destructive: 'bg-red-600 text-white hover:bg-red-700',
  link: 'text-brand-700 underline-offset-4 hover:underline',
  inverse: 'bg-white text-brand-800 hover:bg-brand-50',
}
const SIZES = {
  default: 'h-10 px-4 py-2',
  sm: 'h-9 px-3',
  lg: 'h-12 px-6 text-base',
  icon: 'size-10',
}

/** The button's classes for a variant and a size (the first of each by default), then the caller's. */
export function buttonVariants({
  variant,
  size,
  className,
}: {
  variant?: keyof typeof VARIANTS | null
  size?: keyof typeof SIZES | null
  className?: string | undefined
} = {}) {
  return cn(BASE, VARIANTS[variant ?? 'default'], SIZES[size ?? 'default'], className)
}

export type ButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof VARIANTS | null
  size?: keyof typeof SIZES | null
  asChild?: boolean
}

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : 'button'
  return <Comp data-slot="button" className={buttonVariants({ variant, size, className })} {...props} />
}
