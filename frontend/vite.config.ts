import path from 'node:path'

import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      // The zod contracts shared with the server (DESIGN §3): the one thing the frontend takes from cms/.
      '@contracts': path.resolve(import.meta.dirname, '../cms/src/contracts'),
    },
  },
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        // CommonJS, so the server can require() it: no dynamic import() of a module graph at run time.
        rollupOptions: { output: { format: 'cjs', entryFileNames: 'entry-server.cjs' } },
      }
    : { outDir: 'dist/client', emptyOutDir: true, manifest: true },
}))
