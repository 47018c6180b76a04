// `npm run pack [-- --no-build]`: packs every publishable package with `npm pack` into
// .latch-tmp/packs/, the tarballs examples/ install (not workspace links). Each package's
// `prepack` script builds it first (tsdown), so a tarball never holds a stale dist/; `--no-build`
// skips that when `npm run build` has just run. A tarball without `dist/index.js` stops the run,
// and so does an auth-server tarball without its command, migrations or auth frame.
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
  'auth-server',
]

/** Files a tarball must hold besides `dist/index.js`, by tarball name prefix. */
const requiredFiles: Record<string, string[]> = {
  'latch-auth-server-': [
    'package/dist/cli.js',
    'package/dist/migrations/001_initial.sql',
    'package/dist/frame/index.html',
  ],
}

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
  const required = Object.entries(requiredFiles).flatMap(([prefix, paths]) =>
    tarball.startsWith(prefix) ? paths : [],
  )
  for (const path of ['package/dist/index.js', ...required]) {
    if (!files.split('\n').includes(path)) {
      throw new Error(
        `${tarball} has no ${path.slice('package/'.length)}: run \`npm run build\` first`,
      )
    }
  }
}
