import type { ReactNode } from 'react'
import { ChatButton } from './chat-button'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

/** Where a phone shows the running offer: over the top of the first section, which has room for it. */
export const PROMO_SLOT_ID = 'promo-slot'

/** Header, content and footer of every public page, with the floating chat button. */
export function PageShell({ children, account }: { children: ReactNode; account?: ReactNode }) {
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
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <ChatButton />
    </div>
  )
}
