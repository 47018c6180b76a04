// `tsx scripts/examples/prepareExamples.ts [--no-pack] [example…]`: builds and packs Latch's
// packages (`npm run pack`), then installs each host app in examples/ from those tarballs (no
// workspace links) and builds it, for playwright.examples.config.ts to serve, and installs
// `@latch/auth-server`'s tarball into an empty folder for react18's email login
// (scripts/examples/authServerInstall.ts). `LATCH_EXAMPLES` (comma-separated) selects examples too.
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { AUTH_SERVER_INSTALL_DIR, installAuthServer } from './authServerInstall.ts'

const examples = ['next-app', 'vite-wagmi', 'vanilla', 'react18']

const root = fileURLToPath(new URL('../..', import.meta.url))
const args = process.argv.slice(2)
const named = args.filter((arg) => !arg.startsWith('--'))
const selected = named.length > 0 ? named : (process.env.LATCH_EXAMPLES?.split(',') ?? examples)
const unknown = selected.filter((name) => !examples.includes(name))
if (unknown.length > 0) throw new Error(`Unknown example: ${unknown.join(', ')}`)

// Nothing leaves the machine but npm's registry requests: no Next.js telemetry.
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }

/**
 * Fails unless every tarball `npm run pack` made is installed by some example (a `file:` dependency
 * on it in its package.json) or is the auth server's (installed on its own): the examples' e2e
 * covers every publishable package.
 */
function checkEveryTarballInstalled() {
  const installed = new Set(
    examples.flatMap((name) => {
      const manifest = JSON.parse(
        readFileSync(join(root, 'examples', name, 'package.json'), 'utf8'),
      ) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> }
      return Object.values({ ...manifest.dependencies, ...manifest.devDependencies })
        .map((specifier) => /\.latch-tmp\/packs\/([^/]+\.tgz)$/.exec(specifier)?.[1])
        .filter((tarball) => tarball !== undefined)
    }),
  )
  const missed = readdirSync(join(root, '.latch-tmp/packs')).filter(
    (tarball) =>
      tarball.endsWith('.tgz') &&
      !installed.has(tarball) &&
      !tarball.startsWith('latch-auth-server-'),
  )
  if (missed.length > 0) {
    throw new Error(`No example installs ${missed.join(', ')}: add it to one in examples/`)
  }
}

function run(command: string, commandArgs: string[], cwd: string) {
  const started = performance.now()
  execFileSync(command, commandArgs, { cwd, env, stdio: 'inherit' })
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`examples: ${command} ${commandArgs.join(' ')} in ${cwd} took ${seconds} s`)
}

if (!args.includes('--no-pack')) run('npm', ['run', 'pack'], root)
if (selected.length === examples.length) checkEveryTarballInstalled()
// react18 logs in by email against the auth server installed from its tarball: installed in the
// background while the examples install and build (this loop blocks, the install does not).
const authServerInstall = selected.includes('react18') ? installAuthServer() : undefined
try {
  for (const name of selected) {
    const directory = join(root, 'examples', name)
    // The tarballs keep their version (0.1.0) from one pack to the next: drop the installed copies
    // so npm unpacks the fresh ones.
    rmSync(join(directory, 'node_modules/@latch'), { recursive: true, force: true })
    rmSync(join(directory, 'node_modules/.package-lock.json'), { force: true })
    run('npm', ['install', '--no-package-lock', '--no-audit', '--no-fund'], directory)
    run('npm', ['run', 'build'], directory)
  }
} catch (error) {
  authServerInstall?.cancel()
  throw error
}
if (authServerInstall) {
  const seconds = (await authServerInstall.done).toFixed(1)
  console.log(
    `examples: @latch/auth-server installed in ${AUTH_SERVER_INSTALL_DIR} in ${seconds} s`,
  )
}
