import * as TabsPrimitive from '@radix-ui/react-tabs'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/utils'

/**
 * WAI-ARIA tabs (Radix): arrow keys move between tabs and select them, Home/End jump to the ends, Tab leaves
 * the list for the open panel. Controlled by the caller when the tab lives in the address.
 */
export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root data-slot="tabs" className={className} {...props} />
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn(
        // On a phone the tabs wrap onto a second row, so every one is in view; on a wide screen they stay in one row.
        'flex flex-wrap gap-1 rounded-xl border border-slate-200 bg-slate-100 p-1 lg:flex-nowrap lg:overflow-x-auto lg:[scrollbar-width:thin]',
        className,
      )}
      {...props}
    />
  )
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        // The list scrolls sideways and would clip an outline drawn outside the tab: it is drawn inside the list's padding.
        'inline-flex shrink-0 cursor-pointer items-center gap-2 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:text-slate-900 focus-visible:outline-offset-0 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm [&_svg]:size-4',
        className,
      )}
      {...props}
    />
  )
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn('mt-6 rounded-xl focus-visible:outline-offset-4', className)}
      {...props}
    />
  )
}
