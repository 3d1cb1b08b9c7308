// The support module's public surface: what app.ts may use (lint refuses its other files).
export { supportRoutes } from './support.routes'
export { supportTicketRoutes } from './support-tickets.routes'
export { countOpenTickets, listCustomerTicketsBrief, listRecentTickets } from './support-tickets.repo'
