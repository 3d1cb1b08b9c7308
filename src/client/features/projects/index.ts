// What other features may use of the projects feature: they import it from here, never from its files (lint
// refuses that, and import cycles between features). The pages in src/client/app may reach a file directly, as a
// part loaded on demand must be: through this file it would join the page's first chunk.
export { useProject } from './api/get-project'
export { projectsQueryOptions, useProjects } from './api/list-projects'
export { AdminProjectStatusBadge } from './components/admin-project-status-badge'
export { AdminProjectsTab } from './components/admin-projects-tab'
export { ProjectList } from './components/project-list'
export { ProjectSetupForm } from './components/project-setup-form'
export { adminProjectsKeys } from './projects-keys'
