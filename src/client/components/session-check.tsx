import { Logo } from './logo'
import { Spinner } from './ui/spinner'

/** What a guarded page shows (and what is prerendered) until the session check has answered. */
export function SessionCheck({ title }: { title: string }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-slate-50 px-4 text-center">
      <Logo />
      <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner className="text-brand-700" label="Checking your session" />
        <span aria-hidden="true">Checking your session…</span>
      </p>
    </main>
  )
}
