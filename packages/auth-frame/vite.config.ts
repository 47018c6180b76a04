import { readFileSync } from 'node:fs'
import { defaultClientConditions, defineConfig, type Plugin } from 'vite'

const root = import.meta.dirname

// The frame's three pages, built from one template (page.html) that differs only in the script
// each page runs and the elements its body starts with: the frame (index.html, at /frame), the
// approval window (approve.html, at /frame/approve), which the frame opens as a top-level window
// for the user's decision, and the page a social login's popup ends on (social.html, at
// /frame/social).
const pages: Record<string, { entry: string; body: string[] }> = {
  index: {
    entry: '/src/main.ts',
    body: [
      '<main id="login" hidden></main>',
      '<main id="passkey" hidden></main>',
      '<main id="approval" hidden></main>',
    ],
  },
  approve: {
    entry: '/src/approve.ts',
    body: ['<main id="approval" class="approval-window"></main>'],
  },
  social: { entry: '/src/social.ts', body: ['<main id="social" class="approval-window"></main>'] },
}

const pagePath = (name: string) => `${root}/${name}.html`

// Serves `<root>/<page>.html` to the build from page.html, filled with that page's entry and body.
function framePages(): Plugin {
  const byPath = new Map(Object.entries(pages).map(([name, page]) => [pagePath(name), page]))
  return {
    name: 'latch:frame-pages',
    enforce: 'pre',
    resolveId: (id) => (byPath.has(id) ? id : undefined),
    load(id) {
      const page = byPath.get(id)
      if (!page) return undefined
      const template = `${root}/page.html`
      this.addWatchFile(template)
      return readFileSync(template, 'utf8')
        .replace('{{entry}}', page.entry)
        .replace('{{body}}', page.body.join('\n    '))
    },
  }
}

// The auth server serves the pages (their assets at /frame/assets/) with a CSP that allows only
// same-origin scripts and styles: nothing is inlined, and all CSS is one file.
export default defineConfig({
  root,
  base: '/frame/',
  plugins: [framePages()],
  // Latch's packages from source (their `@latch/source` export condition), not their dist builds.
  resolve: { conditions: ['@latch/source', ...defaultClientConditions] },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    cssCodeSplit: false,
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: Object.fromEntries(Object.keys(pages).map((name) => [name, pagePath(name)])),
    },
  },
})
