import { createFormControl } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { CreateUserFormSchema, type CreateUserForm } from '../../shared/contracts/users'
import { ApiError } from './api-client'
import { applyServerErrors, contractResolver } from './form'

const EMPTY: CreateUserForm = {
  email: '',
  firstName: '',
  lastName: '',
  phone: '',
  password: '',
  confirmPassword: '',
}
const VALID: CreateUserForm = {
  email: '  Ana@Example.com ',
  firstName: ' Ana ',
  lastName: 'Lima',
  phone: '',
  password: 'a long enough passphrase',
  confirmPassword: 'a long enough passphrase',
}
const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as const

function validationAnswer(fields: Record<string, string>) {
  const body = { message: Object.values(fields)[0], error: '', code: 'VALIDATION', fields }
  return new ApiError(400, JSON.stringify(body), 'Bad Request')
}

describe('contractResolver', () => {
  const resolve = contractResolver<CreateUserForm>(CreateUserFormSchema)

  it("shows the shared schema's own messages, refinements included", async () => {
    const empty = await resolve(EMPTY, undefined, OPTIONS)
    expect(empty.errors.firstName?.message).toBe('First name is required')
    const mismatch = await resolve(
      { ...VALID, confirmPassword: 'another long passphrase' },
      undefined,
      OPTIONS,
    )
    expect(Object.keys(mismatch.errors)).toEqual(['confirmPassword'])
    expect(mismatch.errors.confirmPassword?.message).toBe("Passwords don't match")
  })

  it('hands the parsed values (trimmed by the schema) to the submit handler', async () => {
    const ok = await resolve(VALID, undefined, OPTIONS)
    expect(ok.errors).toEqual({})
    expect(ok.values).toMatchObject({ firstName: 'Ana', lastName: 'Lima' })
  })
})

describe('applyServerErrors', () => {
  it("puts the server's field messages under the form's fields", () => {
    const form = createFormControl<CreateUserForm>({ defaultValues: EMPTY })
    const applied = applyServerErrors(
      form,
      validationAnswer({ email: 'An account with this email already exists', lastName: 'Too long' }),
    )
    expect(applied).toBe(true)
    const state = form.control._formState.errors
    expect(state.email).toMatchObject({
      type: 'server',
      message: 'An account with this email already exists',
    })
    expect(state.lastName?.message).toBe('Too long')
  })

  it('reports nothing applied for an answer that names no field of the form', () => {
    const form = createFormControl<CreateUserForm>({ defaultValues: EMPTY })
    expect(applyServerErrors(form, validationAnswer({ somethingElse: 'x' }))).toBe(false)
    expect(applyServerErrors(form, new ApiError(500, '{"message":"Internal"}', 'Server Error'))).toBe(false)
    expect(applyServerErrors(form, new Error('offline'))).toBe(false)
    expect(form.control._formState.errors).toEqual({})
  })
})
