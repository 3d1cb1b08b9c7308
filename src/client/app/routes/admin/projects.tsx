import { AdminProjectsTab } from '../../../features/projects/components/admin-projects-tab'

export default function AdminProjects() {
  return <AdminProjectsTab />
}
