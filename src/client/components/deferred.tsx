import { type ComponentType, lazy, Suspense, useState } from 'react'

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
