import { defaultClientConditions, defineConfig } from 'vite'

// The frame page the auth server serves at /frame (its assets at /frame/assets/). The server's CSP
// allows only same-origin scripts and styles: nothing is inlined, and all CSS is one file.
export default defineConfig({
  root: import.meta.dirname,
  base: '/frame/',
  // Latch's packages from source (their `@latch/source` export condition), not their dist builds.
  resolve: { conditions: ['@latch/source', ...defaultClientConditions] },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    cssCodeSplit: false,
    modulePreload: { polyfill: false },
  },
})
