import { type ReactNode, useSyncExternalStore } from 'react'
import type { ToastVariant } from '../components/ui/toast'

/** One toast visible at a time; a dismissed toast leaves the store after 1,000,000 ms. */
const TOAST_LIMIT = 1
const TOAST_REMOVE_DELAY = 1_000_000

export interface ToastItem {
  id: string
  title?: ReactNode
  description?: ReactNode
  variant?: ToastVariant
  duration?: number
  open: boolean
}

let toasts: ToastItem[] = []
let counter = 0
const listeners = new Set<() => void>()
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>()

function emit() {
  for (const l of listeners) l()
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id)
      toasts = toasts.filter((t) => t.id !== id)
      emit()
    }, TOAST_REMOVE_DELAY),
  )
}

export function dismissToast(id?: string) {
  toasts = toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t))
  for (const t of toasts) if (!t.open) scheduleRemoval(t.id)
  emit()
}

/** Removes every toast at once, shown or dismissed (a fresh page's store). */
export function clearToasts() {
  for (const timer of removeTimers.values()) clearTimeout(timer)
  removeTimers.clear()
  toasts = []
  emit()
}

export function toast(input: Omit<ToastItem, 'id' | 'open'>) {
  const id = String(++counter)
  toasts = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT)
  emit()
  return { id, dismiss: () => dismissToast(id) }
}

function subscribe(l: () => void) {
  listeners.add(l)
  return () => listeners.delete(l)
}
const EMPTY: ToastItem[] = []

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => EMPTY,
  )
}
