import { DomainsTab } from '../../../features/admin/components/domains-tab'

export default function AdminDomains() {
  return <DomainsTab />
}
