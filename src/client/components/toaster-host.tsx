import { lazy, Suspense } from 'react'
import { useToasts } from '../lib/toast'

// The toast UI (Radix) loads with the first toast, so pages pay nothing for it until something is announced.
const Toaster = lazy(() => import('./ui/toaster').then((m) => ({ default: m.Toaster })))

export function ToasterHost() {
  const items = useToasts()
  if (items.length === 0) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
