import { useMutation } from '@tanstack/react-query'
import type { AuthResponse, StaffLoginRequest } from '../../../../shared/contracts/auth'
import { apiJson } from '../../../lib/api-client'

export type StaffRole = 'admin' | 'cfo'

export const staffLoginPath = (role: StaffRole) => `/api/auth/${role}-login`

/** Admin or CFO sign-in; the answer is checked by the caller, since a 200 without a token is a failure too. */
export function staffLogin(role: StaffRole, body: StaffLoginRequest): Promise<Partial<AuthResponse> | null> {
  return apiJson<Partial<AuthResponse> | null>('POST', staffLoginPath(role), body)
}

export function useStaffLogin(role: StaffRole) {
  return useMutation({ mutationFn: (body: StaffLoginRequest) => staffLogin(role, body) })
}
