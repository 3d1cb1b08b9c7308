import { type ReactNode, useDeferredValue } from 'react'

/**
 * Shows `fallback` when it first mounts, then `children` in a deferred render. An answer's arrival renders
 * synchronously (a query's update is urgent to React), so a large part built on it (a form, an order's
 * confirmation) would hold the main thread for the whole render; deferred, React builds it in slices of a few
 * milliseconds and the browser stays free to paint and to answer a tap in between.
 */
export function RenderInSlices({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const shown = useDeferredValue(true, false)
  return shown ? children : fallback
}
