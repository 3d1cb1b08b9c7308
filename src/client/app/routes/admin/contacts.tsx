import { ContactsTab } from '../../../features/contacts/components/contacts-tab'

export default function AdminContacts() {
  return <ContactsTab />
}
