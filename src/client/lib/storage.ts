/** Browser storage keys (tests read these names). Reads are safe on the server and in private mode. */
export const STORAGE_KEYS = {
  token: 'token',
  /** The role of the last identity answer: a hint for what a page may ask for at start (never a permission). */
  role: 'role',
  pendingOrder: 'pendingOrder',
  exitIntentEmail: 'exitIntentEmail',
} as const

export function readStorage(key: string): string | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage.getItem(key)
  } catch {
    return null
  }
}

export function writeStorage(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key)
    else window.localStorage.setItem(key, value)
  } catch {
    /* storage unavailable: the value lives for this page only */
  }
}
