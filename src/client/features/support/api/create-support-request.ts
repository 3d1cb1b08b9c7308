import { mutationOptions, useMutation } from '@tanstack/react-query'
import {
  CreateSupportResponseSchema,
  type CreateSupportInput,
  type CreateSupportResponse,
} from '../../../../shared/contracts/support'
import { apiJson } from '../../../lib/api-client'

export const SUPPORT_PATH = '/api/support'

/** Files a support request; the server acknowledges it by e-mail. */
export async function createSupportRequest(input: CreateSupportInput): Promise<CreateSupportResponse> {
  return CreateSupportResponseSchema.parse(await apiJson<unknown>('POST', SUPPORT_PATH, input))
}

export const createSupportRequestMutationOptions = () =>
  mutationOptions({
    mutationKey: [SUPPORT_PATH],
    mutationFn: createSupportRequest,
  })

export function useCreateSupportRequest() {
  return useMutation(createSupportRequestMutationOptions())
}
