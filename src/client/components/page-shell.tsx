import type { ReactNode } from 'react'
import { ChatButton } from './chat-button'
import { deferUntilVisible } from './defer-until-visible'
import { SiteHeader } from './site-header'

// Below the content on every page: its code loads, and its prerendered HTML hydrates, as it comes near the
// viewport, so no page loads it before its own content (about 1 KB of the landing page's budget).
const SiteFooter = deferUntilVisible('site-footer', () =>
  import('./site-footer').then((m) => ({ default: m.SiteFooter })),
)

/** Where a phone shows the running offer: over the top of the first section, which has room for it. */
export const PROMO_SLOT_ID = 'promo-slot'

/**
 * Header, content and footer of every public page, with the floating chat button. A page whose content comes after
 * its data (`fillsScreen`) keeps the footer below the first screen from the start, so the content arriving does not
 * push the footer down under the reader's eyes (a layout shift).
 */
export function PageShell({
  children,
  account,
  fillsScreen = false,
}: {
  children: ReactNode
  account?: ReactNode
  fillsScreen?: boolean
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <SiteHeader account={account} />
      <div id={PROMO_SLOT_ID} className="relative h-0" />
      <main id="main" className={fillsScreen ? 'min-h-dvh flex-1' : 'flex-1'}>
        {children}
      </main>
      <SiteFooter />
      <ChatButton />
    </div>
  )
}
