import { SettingsTab } from '../../../features/admin/components/settings-tab'

export default function AdminSettings() {
  return <SettingsTab />
}
