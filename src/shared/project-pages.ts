/** A project's own page, for its client and for the studio: the address every card, list and mail links to. */
export const projectPagePath = {
  client: (id: number) => `/dashboard/projects/${id}`,
  studio: (id: number) => `/admin/projects/${id}`,
} as const
