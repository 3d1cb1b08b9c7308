import { type ComponentType, lazy, memo, Suspense, useState } from 'react'

function whenNear(id: string): Promise<void> {
  return new Promise((resolve) => {
    const el = document.getElementById(id)
    // Not in the document yet (a client-side navigation) or no observer: load at once.
    if (!el || !('IntersectionObserver' in window)) return resolve()
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          io.disconnect()
          resolve()
        }
      },
      { rootMargin: '600px 0px' },
    )
    io.observe(el)
  })
}

/**
 * A section whose code loads, and whose prerendered HTML hydrates, only when it comes near the viewport.
 * Until then React keeps the server HTML as it is (a dehydrated Suspense boundary), so the page shows
 * everything at once but runs little script on load.
 */
export function deferUntilVisible(id: string, load: () => Promise<{ default: ComponentType }>) {
  const Lazy = lazy(() => (typeof document === 'undefined' ? load() : whenNear(id).then(load)))
  // Memoised without props: a re-render of the page must not reach a boundary that is still waiting to
  // hydrate, or React would give up on its server HTML and render the (empty) fallback instead.
  return memo(function Deferred() {
    return (
      <div id={id}>
        <Suspense fallback={null}>
          <Lazy />
        </Suspense>
      </div>
    )
  })
}

/**
 * A dialog whose code loads when it is first opened: a page that shows it closed runs none of it on start.
 * Once opened it stays mounted, so closing it animates and opening it again is immediate. `isOpen` reads the
 * open state from its props (`open`, or an id that is set while it is shown).
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })))
  return function LazyDialog(props: P) {
    const open = isOpen(props)
    const [opened, setOpened] = useState(open)
    if (open && !opened) setOpened(true)
    if (!opened && !open) return null
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    )
  }
}
