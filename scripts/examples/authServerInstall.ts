// The self-hosted auth server as an integrator installs it: `@latch/auth-server`'s packed tarball
// installed into an empty folder, its `latch-auth-server` command run from there with `npx`.
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { once } from 'node:events'
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** Where `npm run pack` leaves the tarballs. */
export const PACKS_DIR = join(root, '.latch-tmp/packs')

/**
 * The folder the auth server's tarball is installed into (emptied first on every install): in the
 * system's temporary directory, not in the repository, whose root `node_modules` Node would find
 * by walking up and so hide a dependency the package forgot to declare. One per checkout (named
 * by a hash of its path), so two checkouts on one machine do not share it.
 */
export const AUTH_SERVER_INSTALL_DIR = join(
  tmpdir(),
  `latch-auth-server-install-${createHash('sha256').update(root).digest('hex').slice(0, 8)}`,
)

/** The installed command, as `npx` finds it in the install folder. */
export const AUTH_SERVER_BIN = join(AUTH_SERVER_INSTALL_DIR, 'node_modules/.bin/latch-auth-server')

/**
 * The packed `@latch/auth-server` tarball's path in `.latch-tmp/packs/`.
 * @throws {Error} `No latch-auth-server-*.tgz in DIR: run \`npm run pack\` first` when it is missing.
 */
export function authServerTarball(): string {
  const tarball = readdirSync(PACKS_DIR, { withFileTypes: true }).find(
    (entry) => entry.isFile() && /^latch-auth-server-.+\.tgz$/.test(entry.name),
  )
  if (!tarball) {
    throw new Error(`No latch-auth-server-*.tgz in ${PACKS_DIR}: run \`npm run pack\` first`)
  }
  return join(PACKS_DIR, tarball.name)
}

/**
 * The environment the installed package's commands (and its install) run with: this process's
 * minus Latch's own variables, `NODE_OPTIONS` (the e2e run's `@latch/source` condition points into
 * `src/`, not in the tarball) and npm's script variables (`npm_config_local_prefix` and the like
 * name the repository), plus `extra`.
 */
export function integratorEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const kept = Object.entries(process.env).filter(
    ([name]) => !name.startsWith('LATCH_') && !name.startsWith('npm_') && name !== 'NODE_OPTIONS',
  )
  return { ...Object.fromEntries(kept), ...extra }
}

/** How long the background `npm install` of the auth server's tarball may take, in ms. */
const INSTALL_TIMEOUT_MS = 180_000

/**
 * Installs the auth server's tarball into an emptied {@link AUTH_SERVER_INSTALL_DIR}, production
 * dependencies only (`--omit=dev`), as the README tells an integrator. No folder above it may hold
 * a `node_modules` (Node would resolve a missing dependency there). npm runs in the background
 * (its output in `<folder>.install.log`), so the examples install and build meanwhile.
 *
 * @returns `done`, resolving to how long the install took, in seconds, and `cancel()`, which ends
 *   npm if it still runs (when the caller fails meanwhile).
 * @throws {Error} At once when the tarball is missing or a `node_modules` is above the folder;
 *   `done` rejects when `npm install` fails (`npm install of TARBALL failed (CODE): LOG`) or the
 *   install has no `latch-auth-server` command (`… installed no latch-auth-server command`), or
 *   after 180 s, when npm is ended (`npm install of TARBALL took over 180 s (ended): LOG`).
 */
export function installAuthServer(): { done: Promise<number>; cancel(): void } {
  const started = performance.now()
  const tarball = authServerTarball()
  for (let folder = dirname(AUTH_SERVER_INSTALL_DIR); ; folder = dirname(folder)) {
    if (existsSync(join(folder, 'node_modules'))) {
      throw new Error(`${folder}/node_modules would hide the auth server's missing dependencies`)
    }
    if (dirname(folder) === folder) break
  }
  rmSync(AUTH_SERVER_INSTALL_DIR, { recursive: true, force: true })
  mkdirSync(AUTH_SERVER_INSTALL_DIR, { recursive: true })
  writeFileSync(
    join(AUTH_SERVER_INSTALL_DIR, 'package.json'),
    `${JSON.stringify({ name: 'latch-auth-server-install', private: true }, null, 2)}\n`,
  )
  const logFile = `${AUTH_SERVER_INSTALL_DIR}.install.log`
  const log = openSync(logFile, 'w')
  const npm = spawn(
    'npm',
    [
      'install',
      '--omit=dev',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      tarball,
    ],
    { cwd: AUTH_SERVER_INSTALL_DIR, stdio: ['ignore', log, log], env: integratorEnv() },
  )
  closeSync(log)
  const cancel = () => {
    if (npm.exitCode === null && npm.signalCode === null) npm.kill('SIGTERM')
  }
  let timer: NodeJS.Timeout | undefined
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      cancel()
      reject(
        new Error(
          `npm install of ${tarball} took over ${INSTALL_TIMEOUT_MS / 1000} s (ended):\n${readFileSync(logFile, 'utf8')}`,
        ),
      )
    }, INSTALL_TIMEOUT_MS)
  })
  const exited = once(npm, 'exit').then(([code]) => {
    if (code !== 0) {
      throw new Error(
        `npm install of ${tarball} failed (${code}):\n${readFileSync(logFile, 'utf8')}`,
      )
    }
    if (!existsSync(AUTH_SERVER_BIN)) {
      throw new Error(
        `${tarball} installed no latch-auth-server command in ${AUTH_SERVER_INSTALL_DIR}`,
      )
    }
    return (performance.now() - started) / 1000
  })
  const done = Promise.race([exited, timedOut]).finally(() => clearTimeout(timer))
  return { done, cancel }
}
