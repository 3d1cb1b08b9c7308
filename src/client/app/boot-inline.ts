/*
 * The script the build writes into each signed-in page's head (scripts/build.mjs), before any other: it sends
 * the page's first reads (boot-requests.ts) while the browser is still reading the page, so they travel beside
 * the application's code instead of after its entry. The server's Content-Security-Policy names its hash. It
 * imports only what boot-requests imports, so it stays about 1.6 KB; on the development server, whose page has
 * no such script, the entry sends the same reads.
 */
import { startBootRequests } from './boot-requests'

startBootRequests(window.location)
