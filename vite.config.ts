import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

// React Router's plugin owns how a page starts (react-router.config.ts): route modules, prerendering, code
// splitting by route and each page's module preloads from its own manifest.
export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: { target: 'es2022' },
  ssr: {
    // The server renderer carries its own copy of the client libraries (a production install has no dev
    // packages); React and React Router stay the server's own, so the server and the renderer share one copy.
    noExternal: true,
    external: ['react', 'react-dom', 'react-router'],
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000' },
  },
})
