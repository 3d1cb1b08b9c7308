import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { Tabs, TabsContent, TabsList, TabsTrigger } from './ui/tabs'

/** A section's tab: its name and icon. */
export interface AreaTab {
  label: string
  icon: LucideIcon
}

/** A section's address: the overview at the area's base (where signing in lands), the others below it. */
export function sectionHref(base: string, section: string): string {
  return section === 'overview' ? base : `${base}/${section}`
}

/**
 * Opens a section of a signed-in area by its address, so reload and back keep it. A click selects a tab twice
 * (press, then focus) before the address has re-rendered: one history entry.
 */
export function useOpenSection<S extends string>(base: string): (section: S) => void {
  const navigate = useNavigate()
  return (section) => {
    const href = sectionHref(base, section)
    if (window.location.pathname !== href) void navigate(href, { preventScrollReset: true })
  }
}

/**
 * The tabs of a signed-in area (the client dashboard, the admin panel): one tab per section, in order, the
 * selected one the section of the address, and each section's body. A page that keeps the section in its own
 * state rather than in the address (the demo dashboard, which has one address) passes `onSelect` for `base`.
 */
export function AreaTabs<S extends string>({
  base,
  onSelect,
  sections,
  tabs,
  current,
  label,
  className,
  children,
}: ({ base: string; onSelect?: never } | { base?: never; onSelect: (section: S) => void }) & {
  sections: readonly S[]
  tabs: Record<S, AreaTab>
  current: S
  /** Names the tab list for assistive technology. */
  label: string
  className?: string
  children: Record<S, ReactNode>
}) {
  const openSection = useOpenSection<S>(base ?? '')
  const select = onSelect ?? openSection
  return (
    <Tabs className={className} value={current} onValueChange={(v) => select(v as S)}>
      <TabsList aria-label={label}>
        {sections.map((id) => {
          const { label: name, icon: Icon } = tabs[id]
          return (
            <TabsTrigger key={id} value={id}>
              <Icon aria-hidden="true" />
              {name}
            </TabsTrigger>
          )
        })}
      </TabsList>
      {sections.map((id) => (
        <TabsContent key={id} value={id}>
          {children[id]}
        </TabsContent>
      ))}
    </Tabs>
  )
}
