import { useMutation } from '@tanstack/react-query'
import {
  CreateContactEndpoint,
  type CreateContactRequest,
  type CreateContactResponse,
} from '../../../../shared/contracts/contact'
import { request } from '../../../lib/request'

export function createContact(body: CreateContactRequest): Promise<CreateContactResponse> {
  return request(CreateContactEndpoint, { body })
}

export function useCreateContact() {
  return useMutation({ mutationFn: createContact })
}
