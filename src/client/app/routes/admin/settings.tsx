import { SettingsTab } from '../../../features/site-settings/components/settings-tab'

export default function AdminSettings() {
  return <SettingsTab />
}
