import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while the server prerenders and during hydration, true afterwards. Anything that depends on browser
 * storage waits for it, so the first client render matches the prerendered HTML exactly.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
