// The messages module's public surface: what app.ts and other modules may use (lint refuses its other files).
export { messageRoutes } from './messages.routes'
export { clientMayOpenAttachment } from './messages.service'
export { threadMailJobHandler, THREAD_MAIL_JOB } from './messages.jobs'
