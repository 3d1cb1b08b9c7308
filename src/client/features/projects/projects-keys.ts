/** Query keys of the customer's projects; invalidating `all` refreshes the list and every project read. */
export const projectsKeys = {
  all: ['projects'] as const,
  list: () => [...projectsKeys.all, 'list'] as const,
  detail: (id: number) => [...projectsKeys.all, 'detail', id] as const,
  samples: (id: number) => [...projectsKeys.all, 'samples', id] as const,
  domain: (id: number) => [...projectsKeys.all, 'domain', id] as const,
}
