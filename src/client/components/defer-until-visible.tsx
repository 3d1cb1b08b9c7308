import { type ComponentType, lazy, memo, Suspense } from 'react'

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
  // Off screen the browser also skips the section's layout and paint (content-visibility), so the first screen
  // paints without laying out the whole page; `auto` keeps its real height once it has been shown.
  return memo(function Deferred() {
    return (
      <div id={id} className="[contain-intrinsic-size:auto_40rem] [content-visibility:auto]">
        <Suspense fallback={null}>
          <Lazy />
        </Suspense>
      </div>
    )
  })
}
