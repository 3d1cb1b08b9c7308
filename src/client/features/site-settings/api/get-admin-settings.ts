import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  type AdminSiteSettings,
  GetAdminSiteSettingsEndpoint,
} from '../../../../shared/contracts/site-settings'
import { request } from '../../../lib/request'
import { adminSiteSettingsKeys } from '../site-settings-keys'

export function getAdminSettings(): Promise<AdminSiteSettings> {
  return request(GetAdminSiteSettingsEndpoint)
}

/** The site settings, the promotion and the delivered-project count the Settings tab edits beside. */
export const adminSettingsQueryOptions = queryOptions({
  queryKey: adminSiteSettingsKeys.all,
  queryFn: getAdminSettings,
})

export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions)
}
