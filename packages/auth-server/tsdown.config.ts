import { cpSync, existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'tsdown'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const frameBuild = here('../auth-frame/dist')

/**
 * The published server, for Node: `dist/index.js` (the library) and `dist/cli.js` (the
 * `latch-auth-server` command), bundled with their shared code as chunks beside them in `dist/`,
 * every package import left to `dependencies`. The modules find their files relative to
 * themselves, so the build copies them into `dist/`: the migrations to `dist/migrations/` and the
 * auth frame's Vite build (`packages/auth-frame/dist`, built first by the `build` script) to
 * `dist/frame/`.
 */
export default defineConfig({
  entry: { index: 'src/exports/index.ts', cli: 'src/cli/cli.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  dts: { sourcemap: false },
  tsconfig: here('../../tsconfig.json'),
  hash: false,
  fixedExtension: false,
  unbundle: false,
  deps: { neverBundle: [/^[^./]/] },
  hooks: {
    'build:prepare'() {
      if (!existsSync(`${frameBuild}/index.html`)) {
        throw new Error(
          `The auth frame is not built (no ${frameBuild}/index.html): run \`npm run build -w @latch/auth-frame\` first.`,
        )
      }
    },
    'build:done'() {
      cpSync(here('src/db/migrations'), here('dist/migrations'), { recursive: true })
      cpSync(frameBuild, here('dist/frame'), { recursive: true })
    },
  },
})
