import { DomainsTab } from '../../../features/domains/components/domains-tab'

export default function AdminDomains() {
  return <DomainsTab />
}
