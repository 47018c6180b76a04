// The self-hosted embedded wallet the examples' e2e logs in against, run as the README tells an
// integrator: the installed tarball's `npx latch-auth-server migrate`, then `npx latch-auth-server`,
// configured by environment variables only, against an embedded PostgreSQL and maildev. Ports apart
// from the demo's (8788, 1025/1080, 54329), so both can run at once.
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { once } from 'node:events'
import { closeSync, existsSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { startPostgres } from '@latch/auth-server'
import postgres from 'postgres'
import { AUTH_SERVER_BIN, AUTH_SERVER_INSTALL_DIR, integratorEnv } from './authServerInstall.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))
const execFileAsync = promisify(execFile)

/** The ports and addresses of the examples' auth server, its database and its mail catcher. */
export const SELF_HOSTED_AUTH = {
  port: 8798,
  /** What browsers load the frame from: a host name, another site than the example's 127.0.0.1. */
  publicUrl: 'http://localhost:8798',
  postgresPort: 54339,
  smtpPort: 1035,
  mailWebPort: 1090,
  /** maildev's web UI and REST API (`GET /api/email`). */
  mailUrl: 'http://127.0.0.1:1090',
  databaseUrl: 'postgres://postgres:latch-dev@127.0.0.1:54339/postgres',
  /** The project examples/react18 names (`auth: { url, projectId }`). */
  projectId: 'examples',
  /** The example apps the project allows (examples/react18 is served here). */
  allowedOrigins: ['http://127.0.0.1:4183'],
} as const

const dataDir = join(root, '.latch-tmp/examples-auth-postgres')
/** How long the embedded PostgreSQL may take to start, in ms. */
const DATABASE_START_MS = 120_000
const logFile = join(root, '.latch-tmp/examples-auth-server.log')

/** The running services; `stop()` ends them all, the auth server first. */
export type SelfHostedAuth = { stop(): Promise<void> }

/** `npx --no latch-auth-server …args` in the install folder (`--no`: never download one). */
async function npx(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const { stdout } = await execFileAsync('npx', ['--no', 'latch-auth-server', ...args], {
    cwd: AUTH_SERVER_INSTALL_DIR,
    env,
    timeout: 60_000,
  }).catch((error: { stderr?: string; message: string }) => {
    throw new Error(
      `npx latch-auth-server ${args.join(' ')} failed: ${error.stderr || error.message}`,
    )
  })
  return stdout
}

/** The `NAME=value` lines `latch-auth-server keys` prints, as an object. */
function parseKeys(output: string): Record<string, string> {
  const keys = Object.fromEntries(
    output
      .split('\n')
      .map((line) => /^(LATCH_[A-Z_]+)=(\S+)$/.exec(line.trim()))
      .filter((match) => match !== null)
      .map((match) => [match[1], match[2]]),
  )
  const wanted = [
    'LATCH_AUTH_JWT_SECRET',
    'LATCH_AUTH_CODE_SECRET',
    'LATCH_AUTH_SHARE_KEY',
    'LATCH_AUTH_RECOVERY_KEY',
  ]
  const missing = wanted.filter((name) => !(name in keys))
  if (missing.length > 0) {
    throw new Error(`latch-auth-server keys printed no ${missing.join(', ')}:\n${output}`)
  }
  return keys
}

/** The migration versions the installed package ships (its `*.sql` files), sorted. */
function packagedMigrations(): string[] {
  const dist = join(AUTH_SERVER_INSTALL_DIR, 'node_modules/@latch/auth-server/dist')
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.sql'))
    .map((file) => (file.split('/').at(-1) ?? file).slice(0, -'.sql'.length))
    .sort()
}

/** Fails unless `schema_migrations` lists exactly the package's migrations. */
async function checkMigrated() {
  const sql = postgres(SELF_HOSTED_AUTH.databaseUrl, { max: 1, onnotice: () => {} })
  try {
    const rows = await sql<{ version: string }[]>`select version from schema_migrations`
    const applied = rows.map((row) => row.version).sort()
    const shipped = packagedMigrations()
    if (shipped.length === 0 || applied.join() !== shipped.join()) {
      throw new Error(
        `latch-auth-server migrate applied [${applied.join(', ')}]; the package ships [${shipped.join(', ')}]`,
      )
    }
  } finally {
    await sql.end()
  }
}

const logTail = () => readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n')

/** Fails unless nothing listens on `port` of 127.0.0.1 (a connection is refused). */
async function assertPortFree(port: number) {
  const taken = await new Promise<boolean>((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port })
    socket.setTimeout(5000, () => socket.destroy(new Error('timed out')))
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNREFUSED' ? resolve(false) : reject(error),
    )
  })
  if (taken) {
    throw new Error(
      `port ${port} is already taken (an auth server left by an earlier run?): stop it, the examples' e2e must test a server started from the fresh tarball`,
    )
  }
}

/**
 * Resolves once `server` itself listens: its log holds pino's `"msg":"listening"` line, it still
 * runs, and `GET {url}/ready` answers 200. Rejects if it exits or 30 s pass first.
 */
async function waitUntilListening(server: ChildProcess, url: string) {
  const exited = once(server, 'exit').then(([code]) => {
    throw new Error(`latch-auth-server exited (${code}) before listening:\n${logTail()}`)
  })
  exited.catch(() => {})
  const listening = () =>
    readFileSync(logFile, 'utf8').includes('"msg":"listening"') &&
    server.exitCode === null &&
    server.signalCode === null
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    const ready =
      listening() &&
      (await Promise.race([
        fetch(`${url}/ready`).then(
          (response) => response.ok,
          () => false,
        ),
        exited,
      ]))
    if (ready && listening()) return
    await Promise.race([new Promise((resolve) => setTimeout(resolve, 200)), exited])
  }
  throw new Error(
    `latch-auth-server did not log "listening" and answer ${url}/ready within 30 s:\n${logTail()}`,
  )
}

/** Signals the process group `pid`; a group that has already exited (ESRCH) is not an error. */
function killGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error
  }
}

/** Ends the server's process group (npx and the node it runs): SIGTERM, then SIGKILL after 12 s. */
async function stopServer(server: ChildProcess) {
  if (server.pid === undefined || server.exitCode !== null || server.signalCode !== null) return
  const exited = once(server, 'exit')
  killGroup(server.pid, 'SIGTERM')
  const timer = setTimeout(() => {
    if (server.pid !== undefined) killGroup(server.pid, 'SIGKILL')
  }, 12_000)
  await exited
  clearTimeout(timer)
}

/**
 * Starts the examples' self-hosted auth server from the installed tarball
 * (`scripts/examples/authServerInstall.ts`): a fresh embedded PostgreSQL on 54339 and maildev
 * (SMTP 1035, web 1090), then `npx latch-auth-server keys` (its secrets are the server's),
 * `npx latch-auth-server migrate` (checked: `schema_migrations` lists every migration the package
 * ships) and `npx latch-auth-server` on 8798 (public URL `http://localhost:8798`, project `examples`
 * for the examples' origins, trusting the local anvil chains), until that process logs
 * "listening" and `/ready` answers. The server's output goes to `.latch-tmp/examples-auth-server.log`.
 *
 * @returns `stop()`, which ends the server, maildev and PostgreSQL (its data is deleted), trying
 *   each even when an earlier one fails, then throws an `AggregateError` of the failures.
 * @throws {Error} `port 8798 is already taken …` before starting anything when something listens
 *   there; `embedded PostgreSQL did not start within 120 s`; when a step fails (its output in the
 *   message). What was started is stopped first.
 */
export async function startSelfHostedAuth(): Promise<SelfHostedAuth> {
  const stops: (() => Promise<void>)[] = []
  // Every step is tried even when one fails (the server gone, maildev refusing), so PostgreSQL
  // and maildev are stopped whatever happened before; the failures are thrown together after.
  const stop = async () => {
    const failures: unknown[] = []
    for (const stopOne of stops.splice(0).reverse()) {
      try {
        await stopOne()
      } catch (error) {
        failures.push(error)
      }
    }
    if (failures.length > 0) {
      throw new AggregateError(
        failures,
        `stopping the self-hosted auth server failed: ${failures.map(String).join('; ')}`,
      )
    }
  }
  if (!existsSync(AUTH_SERVER_BIN)) {
    throw new Error(
      `No latch-auth-server installed in ${AUTH_SERVER_INSTALL_DIR}: run \`npm run examples:prepare\` (it installs the packed tarball)`,
    )
  }
  const timings: string[] = []
  const timed = async <value>(step: string, run: () => Promise<value>): Promise<value> => {
    const started = performance.now()
    const result = await run()
    timings.push(`${step} ${((performance.now() - started) / 1000).toFixed(1)} s`)
    return result
  }
  await assertPortFree(SELF_HOSTED_AUTH.port)
  try {
    // The database, the mail catcher and the secrets do not wait for one another.
    const [keys] = await timed('PostgreSQL, maildev and `keys`', () =>
      allStarted([npx(['keys'], integratorEnv()).then(parseKeys), startDatabase(), startMaildev()]),
    )
    const env = integratorEnv({ ...keys, ...serverEnv })
    await timed('`migrate`', async () => {
      await npx(['migrate'], env)
      await checkMigrated()
    })
    await timed('`latch-auth-server` until listening', async () => {
      const server = spawnServer(env)
      stops.push(() => stopServer(server))
      await waitUntilListening(server, `http://127.0.0.1:${SELF_HOSTED_AUTH.port}`)
    })
    console.log(`examples: self-hosted auth server started: ${timings.join(', ')}`)
    return { stop }
  } catch (error) {
    await stop().catch((stopping) => console.error(stopping))
    throw error
  }

  /**
   * Waits for every step; each that started something pushes its `stop()` even when another
   * failed (so the caller's `stop()` ends it), then the first failure is thrown.
   */
  async function allStarted<steps extends readonly Promise<unknown>[]>(
    steps: steps,
  ): Promise<{ [index in keyof steps]: Awaited<steps[index]> }> {
    const settled = await Promise.allSettled(steps)
    const failed = settled.find((result) => result.status === 'rejected')
    if (failed) throw failed.reason
    return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as {
      [index in keyof steps]: Awaited<steps[index]>
    }
  }

  async function startDatabase() {
    rmSync(dataDir, { recursive: true, force: true })
    const starting = startPostgres({
      dataDir,
      port: SELF_HOSTED_AUTH.postgresPort,
      persistent: false,
    })
    let timer: NodeJS.Timeout | undefined
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        // Stopped whenever it does come up, since the caller's stop() will not know of it.
        starting.then(
          (late) => late.stop(),
          () => {},
        )
        reject(new Error(`embedded PostgreSQL did not start within ${DATABASE_START_MS / 1000} s`))
      }, DATABASE_START_MS)
    })
    const database = await Promise.race([starting, timedOut]).finally(() => clearTimeout(timer))
    stops.push(() => database.stop())
  }

  async function startMaildev() {
    const { MailDev } = await import('maildev')
    const maildev = new MailDev({
      smtp: SELF_HOSTED_AUTH.smtpPort,
      web: SELF_HOSTED_AUTH.mailWebPort,
      ip: '127.0.0.1',
      webIp: '127.0.0.1',
      silent: true,
      disableWeb: false,
    })
    await maildev.start()
    stops.push(() => maildev.stop())
  }
}

/** The server's settings besides its secrets: what an integrator's environment would hold. */
const serverEnv = {
  LATCH_AUTH_DATABASE_URL: SELF_HOSTED_AUTH.databaseUrl,
  LATCH_AUTH_PORT: String(SELF_HOSTED_AUTH.port),
  LATCH_AUTH_PUBLIC_URL: SELF_HOSTED_AUTH.publicUrl,
  LATCH_SMTP_URL: `smtp://127.0.0.1:${SELF_HOSTED_AUTH.smtpPort}`,
  LATCH_MAIL_FROM: 'Latch examples <login@latch.localhost>',
  LATCH_AUTH_PROJECTS: JSON.stringify([
    {
      id: SELF_HOSTED_AUTH.projectId,
      allowedOrigins: SELF_HOSTED_AUTH.allowedOrigins,
      rpcUrls: { 'eip155:31337': 'http://127.0.0.1:8545', 'eip155:31338': 'http://127.0.0.1:8546' },
    },
  ]),
}

/** `npx --no latch-auth-server` in its own process group, its output to the log file. */
function spawnServer(env: NodeJS.ProcessEnv): ChildProcess {
  const log = openSync(logFile, 'w')
  try {
    return spawn('npx', ['--no', 'latch-auth-server'], {
      cwd: AUTH_SERVER_INSTALL_DIR,
      env,
      detached: true,
      stdio: ['ignore', log, log],
    })
  } finally {
    closeSync(log)
  }
}
