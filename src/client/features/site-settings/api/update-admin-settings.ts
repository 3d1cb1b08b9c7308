import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  type AdminSiteSettings,
  type UpdateSiteSettings,
  UpdateSiteSettingsEndpoint,
} from '../../../../shared/contracts/site-settings'
import { siteSettingsKeys } from '../../../hooks/use-site-settings'
import { request } from '../../../lib/request'
import { adminSiteSettingsKeys } from '../site-settings-keys'

export function updateAdminSettings(body: UpdateSiteSettings): Promise<AdminSiteSettings> {
  return request(UpdateSiteSettingsEndpoint, { body })
}

/** Saves the settings: the tab shows the saved answer, and the public figures this browser holds are refetched. */
export function useUpdateAdminSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateAdminSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminSiteSettingsKeys.all, saved)
      return queryClient.invalidateQueries({ queryKey: siteSettingsKeys.all })
    },
  })
}
