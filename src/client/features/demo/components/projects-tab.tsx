import type { DemoProject } from '../demo-data'
import { ProjectCard } from './project-card'

export function ProjectsTab({ projects }: { projects: readonly DemoProject[] }) {
  return (
    <section aria-labelledby="demo-projects-heading">
      <h2 id="demo-projects-heading" className="mb-4 text-xl font-semibold text-slate-900">
        Your Projects
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {projects.map((p) => (
          <li key={p.id} className="grid">
            <ProjectCard project={p} />
          </li>
        ))}
      </ul>
    </section>
  )
}
