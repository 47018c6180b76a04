import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

// The in-page probe as one classic script for Playwright's `addInitScript({ path })`: bundled here
// rather than passed as a function, so the runner's TypeScript transform cannot leak helpers into it.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('../dist/probe', import.meta.url)),
    emptyOutDir: true,
    minify: false,
    lib: {
      entry: 'probe.ts',
      formats: ['iife'],
      name: 'latchBenchProbe',
      fileName: () => 'probe.js',
    },
  },
})
