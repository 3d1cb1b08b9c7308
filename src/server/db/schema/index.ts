// The schema drizzle-kit reads and the database client is typed with.
export * from './portfolio'
export * from './marketing'
export * from './inbox'
export * from './mail'
export * from './rate-limits'
export * from './orders'
export * from './users'
