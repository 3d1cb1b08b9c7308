// What other features may use of the users feature: they import it from here, never from its files (lint
// refuses that, and import cycles between features). The pages in src/client/app may reach a file directly, as a
// part loaded on demand must be: through this file it would join the page's first chunk.
export { UsersTab } from './components/users-tab'
