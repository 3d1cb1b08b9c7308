import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url))

export default defineConfig(({ isSsrBuild }) => ({
  root: r('./src/client'),
  publicDir: r('./public'),
  plugins: [react(), tailwindcss()],
  build: {
    outDir: r('./dist/client'),
    emptyOutDir: true,
    // The server renderer needs code only; the public files are served from the client build.
    copyPublicDir: !isSsrBuild,
    manifest: true,
    modulePreload: { polyfill: false },
    // Chunks are named by their hash alone: every page's loader lists the chunks its routes need by file name,
    // and names cost the landing page about 1 KB of its 100 KB budget (the manifest still says what each holds).
    rolldownOptions: { output: { chunkFileNames: 'assets/[hash].js' } },
    target: 'es2022',
    sourcemap: false,
  },
  // The server renderer carries its own copy of the client libraries: a production install has no dev packages.
  ssr: { noExternal: true },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000' },
  },
}))
