// `npm run pack [-- --no-build]`: packs every publishable package with `npm pack` into
// .latch-tmp/packs/, the tarballs examples/ install (not workspace links). Each package's
// `prepack` script builds it first (tsdown), so a tarball never holds a stale dist/; `--no-build`
// skips that when `npm run build` has just run. A tarball without `dist/index.js` stops the run.
import { execFileSync } from 'node:child_process'
import { mkdirSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The publishable packages, in dependency order. */
const publishablePackages = [
  'walletconnect',
  'core',
  'testing',
  'siwx',
  'adapter-evm',
  'adapter-solana',
  'adapter-bitcoin',
  'react',
  'html',
]

const root = fileURLToPath(new URL('../..', import.meta.url))
const destination = join(root, '.latch-tmp/packs')
const build = !process.argv.includes('--no-build')

rmSync(destination, { recursive: true, force: true })
mkdirSync(destination, { recursive: true })
for (const name of publishablePackages) {
  execFileSync(
    'npm',
    [
      'pack',
      '--silent',
      ...(build ? [] : ['--ignore-scripts']),
      '-w',
      `@latch/${name}`,
      '--pack-destination',
      destination,
    ],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
  )
}
for (const tarball of readdirSync(destination)) {
  const files = execFileSync('tar', ['-tzf', join(destination, tarball)], { encoding: 'utf8' })
  if (!files.includes('package/dist/index.js')) {
    throw new Error(`${tarball} has no dist/index.js: run \`npm run build\` first`)
  }
}
