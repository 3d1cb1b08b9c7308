import { useEffect, useState } from 'react'

/**
 * What floats over a page (the chat button, the recent-orders card, the offer's bar) steps aside while something a
 * person must see or press lies beneath it: a primary button, a total, a guarantee. Such an element says so with
 * `ref={keepClear}`; a floating element asks `useStepsAside(ref)` whether one is under it now.
 *
 * Each floating element watches those elements with an IntersectionObserver whose root (the viewport) is shrunk by
 * `rootMargin` to the floating element's own box and a small gap: the browser says when one enters or leaves that
 * box, and nothing of ours runs while the page scrolls.
 */
const targets = new Set<Element>()
const watchers = new Set<(target: Element, present: boolean) => void>()

/** Room kept around a floating element, in px: a target this close counts as beneath it. */
const GAP = 8

/** A ref callback: the element is kept clear of what floats over the page while it is mounted. */
export function keepClear(el: HTMLElement | null) {
  if (!el) return
  targets.add(el)
  for (const watch of watchers) watch(el, true)
  return () => {
    targets.delete(el)
    for (const watch of watchers) watch(el, false)
  }
}

/**
 * Whether the fixed `float` (kept by a callback ref, so its arrival is seen) should step aside: one of the `keepClear` elements lies beneath it, and it
 * does not hold the focus (a keyboard that reached it keeps it in view). `placement` is anything that moves it
 * (its box is measured again when it changes), besides a resize and the end of its entrance animation. An element
 * that is not fixed, or not shown, never steps aside.
 */
export function useStepsAside(float: HTMLElement | null, placement?: unknown): boolean {
  const [covering, setCovering] = useState(false)
  const [focused, setFocused] = useState(false)

  useEffect(() => {
    if (!float || typeof IntersectionObserver === 'undefined') return
    let observer: IntersectionObserver | undefined
    const under = new Set<Element>()
    const update = () => setCovering(under.size > 0)

    const watch = () => {
      observer?.disconnect()
      observer = undefined
      under.clear()
      const box = float.getBoundingClientRect()
      if (getComputedStyle(float).position === 'fixed' && box.width > 0 && box.height > 0) {
        const { clientWidth, clientHeight } = document.documentElement
        const inset = (distance: number) => `${-Math.max(0, Math.floor(distance - GAP))}px`
        observer = new IntersectionObserver(
          (entries) => {
            for (const e of entries) {
              if (e.isIntersecting) under.add(e.target)
              else under.delete(e.target)
            }
            update()
          },
          {
            rootMargin: [
              inset(box.top),
              inset(clientWidth - box.right),
              inset(clientHeight - box.bottom),
              inset(box.left),
            ].join(' '),
          },
        )
        for (const target of targets) observer.observe(target)
      }
      update()
    }
    const onTarget = (target: Element, present: boolean) => {
      if (!observer) return
      if (present) observer.observe(target)
      else {
        observer.unobserve(target)
        under.delete(target)
        update()
      }
    }
    const onFocus = () => setFocused(true)
    const onBlur = (e: FocusEvent) => {
      if (!float.contains(e.relatedTarget as Node | null)) setFocused(false)
    }

    watchers.add(onTarget)
    // Measured after the next paint, in a task of its own: the page's start never waits on a layout for it.
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(watch, 0)
    })
    window.addEventListener('resize', watch)
    float.addEventListener('animationend', watch)
    float.addEventListener('focusin', onFocus)
    float.addEventListener('focusout', onBlur)
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
      watchers.delete(onTarget)
      observer?.disconnect()
      window.removeEventListener('resize', watch)
      float.removeEventListener('animationend', watch)
      float.removeEventListener('focusin', onFocus)
      float.removeEventListener('focusout', onBlur)
    }
  }, [float, placement])

  return covering && !focused
}

/**
 * The classes of a floating element that has stepped aside: faded out and letting taps through to what is
 * beneath, still in the tab order (focusing it brings it back).
 */
export const STEPPED_ASIDE = 'pointer-events-none opacity-0'
