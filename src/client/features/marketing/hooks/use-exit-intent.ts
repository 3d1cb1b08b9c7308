import { useEffect, useRef } from 'react'
import { readStorage, STORAGE_KEYS } from '../../../lib/storage'

/** On touch-first devices a stray synthetic mouse event right after load is not a visitor leaving. */
const TOUCH_ARM_DELAY_MS = 10_000

/**
 * Calls `onExit` once per page view when the mouse leaves the window through its top edge, the moment a
 * visitor heads for the tabs or the address bar. Nothing happens on unload: leaving is never blocked.
 * Visitors who already asked for the codes are not asked again.
 */
export function useExitIntent(onExit: () => void) {
  const onExitRef = useRef(onExit)
  const firedRef = useRef(false)
  useEffect(() => {
    onExitRef.current = onExit
  })

  useEffect(() => {
    if (firedRef.current || readStorage(STORAGE_KEYS.exitIntentEmail)) return
    const touchFirst = window.matchMedia('(hover: none), (pointer: coarse)').matches
    let armed = !touchFirst
    const armTimer = armed ? undefined : setTimeout(() => (armed = true), TOUCH_ARM_DELAY_MS)

    const onMouseOut = (e: MouseEvent) => {
      if (!armed || firedRef.current || e.relatedTarget !== null || e.clientY > 0) return
      // Never stack on top of another dialog (the order dialog, say).
      if (document.querySelector('[role="dialog"]')) return
      firedRef.current = true
      document.removeEventListener('mouseout', onMouseOut)
      onExitRef.current()
    }
    document.addEventListener('mouseout', onMouseOut)
    return () => {
      clearTimeout(armTimer)
      document.removeEventListener('mouseout', onMouseOut)
    }
  }, [])
}
