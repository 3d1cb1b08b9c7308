import type { LogFn, Logger } from 'pino'

const ERROR_LEVEL = 50

/**
 * Whether a logged error only says the client went away before its answer was sent (a browser that navigated
 * on while a file streamed, compressed on the fly): the stream helpers report it as "premature close".
 */
export function isClientGone(value: unknown): boolean {
  if (!(value instanceof Error)) return false
  const code = (value as NodeJS.ErrnoException).code
  return code === 'ERR_STREAM_PREMATURE_CLOSE' || value.message === 'premature close'
}

/**
 * The logger's `hooks.logMethod`: an error that is only a client gone away is logged at debug level, so the
 * error log holds the server's faults and not every tab closed mid-download.
 */
export function quietClientGone(this: Logger, args: Parameters<LogFn>, method: LogFn, level: number) {
  if (level === ERROR_LEVEL && isClientGone(args[0])) {
    this.debug(...args)
    return
  }
  method.apply(this, args)
}
