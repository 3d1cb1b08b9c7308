import { queryOptions, useQuery } from '@tanstack/react-query'
import { type ProjectPayment, ProjectPaymentEndpoint } from '../../../../shared/contracts/admin-projects'
import { request } from '../../../lib/request'
import { adminProjectsKeys } from '../projects-keys'

export function getProjectPayment(id: number): Promise<ProjectPayment | null> {
  return request(ProjectPaymentEndpoint, { params: { id } })
}

export const projectPaymentQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminProjectsKeys.payment(id), queryFn: () => getProjectPayment(id) })

/** What a project's order paid and has left to refund; read when `enabled` (the cancel dialog is showing). */
export function useProjectPayment(id: number, options: { enabled: boolean }) {
  return useQuery({ ...projectPaymentQueryOptions(id), enabled: options.enabled })
}
