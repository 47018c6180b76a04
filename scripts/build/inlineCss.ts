import { readFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { transform } from 'lightningcss'
import type { Plugin } from 'rolldown'

const inlineCssQuery = /\.css\?inline$/
const suffix = '.inline.js'

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
      // The id must not end in `.css`, or tsdown hands it to its own CSS pipeline. It is the
      // stylesheet's own path plus a suffix (not a `\0` virtual id), so an unbundled build writes
      // the module next to its importer (`buttons.css.inline.js`), not under `_virtual/<abs path>`.
      return `${resolve(dirname(importer), source.replace(/\?inline$/, ''))}${suffix}`
    },
    async load(id) {
      if (!id.endsWith(`.css${suffix}`)) return null
      const filename = id.slice(0, -suffix.length)
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
