import type { Config } from '@react-router/dev/config'
import { PRERENDERED_PATHS } from './src/client/app/pages'

export default {
  appDirectory: 'src/client/app',
  // BUILD_OUT_DIR lets several checkouts build side by side; production uses dist/.
  buildDirectory: process.env.BUILD_OUT_DIR ?? 'dist',
  // Pages are rendered on the server: the public ones with live data on request (kept until it changes), the
  // rest prerendered at build time (a signed-in area as its session check; its data loads in the browser).
  ssr: true,
  prerender: PRERENDERED_PATHS,
  // The route table (a few dozen lines) travels with every page: no request to discover a route.
  routeDiscovery: { mode: 'initial' },
} satisfies Config
