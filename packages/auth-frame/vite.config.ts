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
    // Three pages: the frame (index.html, at /frame), the approval window (approve.html, at
    // /frame/approve), which the frame opens as a top-level window for the user's decision, and
    // the page a social login's popup ends on (social.html, at /frame/social).
    rollupOptions: {
      input: {
        index: `${import.meta.dirname}/index.html`,
        approve: `${import.meta.dirname}/approve.html`,
        social: `${import.meta.dirname}/social.html`,
      },
    },
  },
})
