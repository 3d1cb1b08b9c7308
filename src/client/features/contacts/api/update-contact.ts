import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  type UpdateContact,
  UpdateContactEndpoint,
  type UpdateContactResponse,
} from '../../../../shared/contracts/admin-contacts'
import { request } from '../../../lib/request'
import { contactsKeys } from '../contacts-keys'

export function updateContact(input: { id: number; body: UpdateContact }): Promise<UpdateContactResponse> {
  return request(UpdateContactEndpoint, { params: { id: input.id }, body: input.body })
}

/** Marks a contact request handled or not; the contact pages refresh. */
export function useUpdateContact() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactsKeys.all }),
  })
}
