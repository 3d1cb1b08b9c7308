import { ContactsTab } from '../../../features/admin/components/contacts-tab'

export default function AdminContacts() {
  return <ContactsTab />
}
