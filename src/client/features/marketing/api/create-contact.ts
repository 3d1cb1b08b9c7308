import { useMutation } from '@tanstack/react-query'
import type { CreateContactRequest, CreateContactResponse } from '../../../../shared/contracts/contact'
import { apiJson } from '../../../lib/api-client'

export const CONTACT_PATH = '/api/contact'

export function createContact(body: CreateContactRequest): Promise<CreateContactResponse> {
  return apiJson<CreateContactResponse>('POST', CONTACT_PATH, body)
}

export function useCreateContact() {
  return useMutation({ mutationFn: createContact })
}
