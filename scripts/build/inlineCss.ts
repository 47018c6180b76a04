import { readFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { transform } from 'lightningcss'
import type { Plugin } from 'rolldown'

const inlineCssQuery = /\.css\?inline$/
const prefix = '\0latch-inline-css:'

/**
 * Turns `import css from './x.css?inline'` (Vite's syntax, which the source keeps for the demo and
 * tests) into a module exporting the minified stylesheet as a string, so a published build carries
 * its CSS with no bundler-specific import (DESIGN.md §3: adopted into the shadow root).
 */
export function inlineCss(): Plugin {
  return {
    name: 'latch:inline-css',
    resolveId(source, importer) {
      if (!inlineCssQuery.test(source) || !importer) return null
      // The id must not end in `.css`, or tsdown hands it to its own CSS pipeline.
      return `${prefix}${resolve(dirname(importer), source.replace(/\?inline$/, ''))}.js`
    },
    async load(id) {
      if (!id.startsWith(prefix)) return null
      const filename = id.slice(prefix.length, -'.js'.length)
      const { code } = transform({
        filename,
        code: await readFile(filename),
        minify: true,
        targets: { chrome: 111 << 16, firefox: 113 << 16, safari: (16 << 16) | (4 << 8) },
      })
      return {
        code: `export default ${JSON.stringify(code.toString())}`,
        moduleType: 'js',
        moduleSideEffects: false,
      }
    },
  }
}
