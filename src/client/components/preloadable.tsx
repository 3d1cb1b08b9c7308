import { type ComponentType, lazy, useState } from 'react'

/**
 * `React.lazy` that, once `preload()` has resolved, renders the module's component directly. A lazy component
 * suspends on its first render even when its code has arrived; if the boundary above it then shows its
 * fallback, React holds the content back for up to 300 ms after that fallback (its throttle of revealed
 * content). A part preloaded before it renders (the admin panel's section the address opens) never waits so.
 * Each mount keeps the kind it started with, so a lazy one is never swapped for the direct one.
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined
  const track = () =>
    load().then((m) => {
      loaded = m.default
      return m
    })
  const Lazy = lazy(track)
  function Preloadable(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy)
    return <Component {...props} />
  }
  return Object.assign(Preloadable, { preload: track })
}
