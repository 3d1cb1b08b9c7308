import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldPath, FieldValues, Resolver, UseFormReturn } from 'react-hook-form'
import type { ZodMiniType } from 'zod/mini'
import { ApiError } from './api-client'
import { errorMessage } from './error-message'
import { toast } from './toast'

/**
 * react-hook-form resolver for the shared zod/mini contracts: the form shows exactly the messages the
 * server would answer with, from the one schema both use.
 */
export function contractResolver<T extends FieldValues>(schema: ZodMiniType): Resolver<T> {
  return zodResolver(schema as ZodMiniType<unknown, T>) as unknown as Resolver<T>
}

/** The field messages of a validation answer (`fields` in the error body), if it has any. */
export function serverFieldErrors(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError)) return {}
  try {
    const body = JSON.parse(err.bodyText) as { fields?: unknown }
    if (!body.fields || typeof body.fields !== 'object') return {}
    return Object.fromEntries(
      Object.entries(body.fields).filter((e): e is [string, string] => typeof e[1] === 'string' && !!e[1]),
    )
  } catch {
    return {}
  }
}

/**
 * Puts the server's field messages under the form's own fields (the first one focused). Returns whether any
 * landed, so the caller shows its general message (a toast) only for an answer that names no field of the form.
 */
export function applyServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  err: unknown,
): boolean {
  const values = form.getValues() as Record<string, unknown>
  let applied = false
  for (const [name, message] of Object.entries(serverFieldErrors(err))) {
    if (!(name.split('.')[0]! in values)) continue
    form.setError(name as FieldPath<T>, { type: 'server', message }, { shouldFocus: !applied })
    applied = true
  }
  return applied
}

/**
 * A form's submit failed: the server's field messages go under their fields; anything else is one 'Error' toast
 * in the server's words, or `fallback` when it has none.
 */
export function showSubmitError<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  err: unknown,
  fallback: string,
) {
  if (applyServerErrors(form, err)) return
  toast({ title: 'Error', description: errorMessage(err, fallback), variant: 'destructive' })
}
