import { useMutation } from '@tanstack/react-query'
import {
  AdminLoginEndpoint,
  type AuthResponse,
  CfoLoginEndpoint,
  type StaffLoginRequest,
} from '../../../../shared/contracts/auth'
import { ApiContractError, request } from '../../../lib/request'

export type StaffRole = 'admin' | 'cfo'

const ENDPOINTS = { admin: AdminLoginEndpoint, cfo: CfoLoginEndpoint } as const

/**
 * Admin or CFO sign-in. The caller checks the answer, since a 200 without a token is a failure too: an
 * answer that does not match the contract comes back as null rather than as an error.
 */
export async function staffLogin(
  role: StaffRole,
  body: StaffLoginRequest,
): Promise<Partial<AuthResponse> | null> {
  try {
    return await request(ENDPOINTS[role], { body })
  } catch (err) {
    if (err instanceof ApiContractError) return null
    throw err
  }
}

export function useStaffLogin(role: StaffRole) {
  return useMutation({ mutationFn: (body: StaffLoginRequest) => staffLogin(role, body) })
}
