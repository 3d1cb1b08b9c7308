import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'
import { safeParse, type ZodMiniType } from 'zod/mini'

/**
 * react-hook-form resolver for the shared zod/mini contracts: the form shows exactly the messages the
 * server would answer with, from the one schema both use.
 */
export function contractResolver<T extends FieldValues>(schema: ZodMiniType): Resolver<T> {
  return async (values) => {
    const result = safeParse(schema, values)
    if (result.success) return { values: result.data as T, errors: {} }
    const errors: Record<string, { type: string; message: string }> = {}
    for (const issue of result.error.issues) {
      const key = issue.path.join('.')
      if (key && !errors[key]) errors[key] = { type: issue.code, message: issue.message }
    }
    return { values: {}, errors: errors as unknown as FieldErrors<T> }
  }
}
