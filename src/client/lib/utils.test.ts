import { describe, expect, it } from 'vitest'
import { cn } from './utils'

describe('cn', () => {
  it('keeps the colour when an arbitrary font size follows it', () => {
    expect(cn('text-white', 'text-[13px]')).toBe('text-white text-[13px]')
    expect(cn('text-sm text-white', 'text-[13px]')).toBe('text-white text-[13px]')
    expect(cn('text-slate-900', 'text-[length:var(--size)]')).toBe('text-slate-900 text-[length:var(--size)]')
  })

  it('lets an arbitrary colour replace a colour and keep the size', () => {
    expect(cn('text-sm text-white', 'text-[#123456]')).toBe('text-sm text-[#123456]')
    expect(cn('text-sm/6 text-white', 'text-lg')).toBe('text-white text-lg')
  })

  it('keeps text utilities of different groups side by side', () => {
    expect(cn('text-pretty text-center text-white text-sm')).toBe(
      'text-pretty text-center text-white text-sm',
    )
  })

  it('replaces within a group only under the same variants', () => {
    expect(cn('bg-white hover:bg-slate-50', 'bg-brand-700')).toBe('hover:bg-slate-50 bg-brand-700')
    expect(cn('[&_a]:text-brand-700', '[&_a]:text-white')).toBe('[&_a]:text-white')
    expect(cn('data-[state=active]:bg-white', 'bg-slate-100')).toBe(
      'data-[state=active]:bg-white bg-slate-100',
    )
  })

  it('lets a shorthand clear its longhands, not the other way round', () => {
    expect(cn('px-2 pt-1', 'p-4')).toBe('p-4')
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2')
    expect(cn('rounded-t-lg', 'rounded-md')).toBe('rounded-md')
    expect(cn('border-t border-b-2', 'border')).toBe('border')
  })

  it('tells widths from colours and styles', () => {
    expect(cn('border border-slate-200 border-dashed', 'border-2')).toBe(
      'border-slate-200 border-dashed border-2',
    )
    expect(cn('ring-1 ring-slate-200', 'ring-brand-700')).toBe('ring-1 ring-brand-700')
    expect(cn('shadow-sm shadow-slate-900/10', 'shadow-lg')).toBe('shadow-slate-900/10 shadow-lg')
    expect(cn('bg-white bg-linear-to-b bg-cover', 'bg-slate-50')).toBe('bg-linear-to-b bg-cover bg-slate-50')
  })

  it('takes clsx inputs, and keeps classes that are not Tailwind utilities as they come', () => {
    expect(cn('foo', false, null, undefined, { bar: true, baz: false }, ['px-2'], 'px-4')).toBe(
      'foo bar px-4',
    )
  })

  it('treats important and negative values as their own utilities', () => {
    expect(cn('p-2', 'p-4!')).toBe('p-2 p-4!')
    expect(cn('mt-2', '-mt-1')).toBe('-mt-1')
  })

  // What the owned primitives rely on when a caller's classes follow their own.
  it('lets a caller restyle a primitive', () => {
    expect(cn('h-10 px-4 py-2 text-sm', 'h-12 px-6 text-base')).toBe('py-2 h-12 px-6 text-base')
    expect(
      cn(
        'inline-flex items-center rounded-lg bg-brand-700 text-white hover:bg-brand-800',
        'bg-white text-slate-900',
      ),
    ).toBe('inline-flex items-center rounded-lg hover:bg-brand-800 bg-white text-slate-900')
    expect(cn('rounded-2xl border border-slate-200 bg-white p-6 shadow-sm', 'p-0 shadow-none border-0')).toBe(
      'rounded-2xl border-slate-200 bg-white p-0 shadow-none border-0',
    )
    expect(cn('size-4 w-6', 'size-5')).toBe('size-5')
    expect(
      cn(
        'focus-visible:outline-2 focus-visible:outline-brand-500 focus-visible:outline-offset-2',
        'focus-visible:outline-offset-0',
      ),
    ).toBe('focus-visible:outline-2 focus-visible:outline-brand-500 focus-visible:outline-offset-0')
  })
})
