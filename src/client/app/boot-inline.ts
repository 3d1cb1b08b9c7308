/*
 * The script the build writes into every page's head (scripts/build.mjs), before any other: it sends the
 * signed-in page's first reads (boot-requests.ts) while the browser is still reading the page, so they travel
 * beside the application's code instead of after its entry. The server's Content-Security-Policy names its hash.
 * It imports only what boot-requests imports, so it stays a few hundred bytes; the entry sends the same reads
 * itself when this script did not run (the development server's page has none).
 */
import { startBootRequests } from './boot-requests'

startBootRequests(window.location)
