import { mutationOptions, useMutation } from '@tanstack/react-query'
import {
  type CreateSupportInput,
  CreateSupportRequestEndpoint,
  type CreateSupportResponse,
} from '../../../../shared/contracts/support'
import { request } from '../../../lib/request'

/**
 * Files a support request; the server acknowledges it by e-mail. Sent with the stored token, if any, so a
 * signed-in customer's request is linked to their account.
 */
export function createSupportRequest(input: CreateSupportInput): Promise<CreateSupportResponse> {
  return request(CreateSupportRequestEndpoint, { body: input })
}

export const createSupportRequestMutationOptions = () =>
  mutationOptions({
    mutationKey: [CreateSupportRequestEndpoint.path],
    mutationFn: createSupportRequest,
  })

export function useCreateSupportRequest() {
  return useMutation(createSupportRequestMutationOptions())
}
