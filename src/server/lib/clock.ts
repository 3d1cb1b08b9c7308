/** Time source; tests swap it to move through expiries without waiting. */
export interface Clock {
  now(): Date
  /** Waits `ms` (a deliberate slow-down); a test clock moves on at once instead of waiting. */
  pause?(ms: number): Promise<void>
}
export const systemClock: Clock = {
  now: () => new Date(),
  pause: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}

/** Waits `ms` on `clock`: its own pause, or real time for a clock without one. */
export function pause(clock: Clock, ms: number): Promise<void> {
  return clock.pause ? clock.pause(ms) : new Promise((resolve) => setTimeout(resolve, ms))
}

export function fixedClock(start: Date): Clock & {
  advance(ms: number): void
  set(d: Date): void
  pause(ms: number): Promise<void>
} {
  let t = start.getTime()
  return {
    now: () => new Date(t),
    advance(ms) {
      t += ms
    },
    set(d) {
      t = d.getTime()
    },
    async pause(ms) {
      t += ms
    },
  }
}
