import { Menu, X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { HeaderAccount } from './account/header-account'
import { Button } from './ui/button'
import { Logo } from './logo'

const NAV = [
  { label: 'Features', id: 'features' },
  { label: 'Pricing', id: 'pricing' },
  { label: 'Portfolio', id: 'portfolio' },
  { label: 'FAQ', id: 'faq' },
]

/** Links to landing sections: a plain in-page jump on the landing page, a page load of `/#id` elsewhere. */
function sectionHref(onLanding: boolean, id: string) {
  return onLanding ? `#${id}` : `/#${id}`
}

export function SiteHeader({ account }: { account?: React.ReactNode }) {
  const { pathname: location } = useLocation()
  const onLanding = location === '/'
  const [open, setOpen] = useState(false)

  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false)
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="rounded-md" aria-label="SiteCraft home">
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {NAV.map((n) => (
            <a
              key={n.id}
              href={sectionHref(onLanding, n.id)}
              className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
            >
              {n.label}
            </a>
          ))}
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          {account ?? <HeaderAccount />}
          <Button asChild>
            <a href={sectionHref(onLanding, 'pricing')}>Get Started</a>
          </Button>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? (
            <X className="size-6" aria-hidden="true" />
          ) : (
            <Menu className="size-6" aria-hidden="true" />
          )}
        </Button>
      </div>
      {open && (
        <nav
          id="mobile-menu"
          aria-label="Mobile"
          className="border-t border-slate-200 bg-white px-4 pb-4 pt-2 md:hidden"
        >
          <ul className="grid gap-1">
            {NAV.map((n) => (
              <li key={n.id}>
                <a
                  href={sectionHref(onLanding, n.id)}
                  onClick={() => setOpen(false)}
                  className="block rounded-md px-3 py-2.5 text-base font-medium text-slate-800 hover:bg-slate-100"
                >
                  {n.label}
                </a>
              </li>
            ))}
          </ul>
          <div className="mt-3 grid gap-2">
            {account ?? <HeaderAccount layout="mobile" onNavigate={() => setOpen(false)} />}
            <Button asChild onClick={() => setOpen(false)}>
              <a href={sectionHref(onLanding, 'pricing')}>Get Started</a>
            </Button>
          </div>
        </nav>
      )}
    </header>
  )
}
