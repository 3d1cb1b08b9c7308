import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { ListAuditLogEndpoint } from '../../../../shared/contracts/audit'
import type { EndpointResponse } from '../../../../shared/contracts/endpoint'
import { request } from '../../../lib/request'
import { auditKeys, type AuditLogFilter } from '../audit-keys'

export type AuditLogPage = EndpointResponse<typeof ListAuditLogEndpoint>

export const AUDIT_LOG_PAGE_SIZE = 20

export function listAuditLog(filter: AuditLogFilter): Promise<AuditLogPage> {
  return request(ListAuditLogEndpoint, {
    query: {
      page: filter.page,
      pageSize: AUDIT_LOG_PAGE_SIZE,
      action: filter.action,
      recordType: filter.recordType,
    },
  })
}

export const auditLogQueryOptions = (filter: AuditLogFilter) =>
  queryOptions({
    queryKey: auditKeys.list(filter),
    queryFn: () => listAuditLog(filter),
    placeholderData: keepPreviousData,
  })

export function useAuditLog(filter: AuditLogFilter) {
  return useQuery(auditLogQueryOptions(filter))
}
