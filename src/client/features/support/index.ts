// What other features may use of the support feature: they import it from here, never from its files (lint
// refuses that, and import cycles between features). The pages in src/client/app may reach a file directly, as a
// part loaded on demand must be: through this file it would join the page's first chunk.
export { AdminSupportTab } from './components/admin-support-tab'
export { CommonIssues } from './components/common-issues'
export { ContactMethodsCard } from './components/contact-methods-card'
export { CustomerTickets } from './components/customer-tickets'
export { QuickHelp } from './components/quick-help'
export { ResponseTimes } from './components/response-times'
export { SupportCommitment } from './components/support-commitment'
export { SupportRequestForm } from './components/support-request-form'
