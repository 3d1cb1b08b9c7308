import { ProjectsTab } from '../../../features/admin/components/projects-tab'

export default function AdminProjects() {
  return <ProjectsTab />
}
