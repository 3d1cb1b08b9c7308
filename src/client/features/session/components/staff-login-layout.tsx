import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Logo } from '../../../components/logo'
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card'

/** A quiet frame for the staff sign-in screens: no marketing navigation, just the form and a way back. */
export function StaffLoginLayout({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode
  title: string
  description: string
  children: ReactNode
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-100">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <Link to="/" className="rounded-md" aria-label="SiteCraft home">
            <Logo />
          </Link>
          <Link
            to="/"
            className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to website
          </Link>
        </div>
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 py-12 sm:items-center">
        <Card className="w-full max-w-md">
          <CardHeader className="justify-items-center text-center">
            <span className="mb-1 inline-flex size-12 items-center justify-center rounded-full bg-slate-900 text-white [&_svg]:size-6">
              {icon}
            </span>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
      </main>
    </div>
  )
}
