// The BUILT command (`node dist/cli.js`), as an installed package runs it: built first (the
// frame's Vite build and tsdown) when dist/ is missing or older than a source file.
import { execFile, spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../testing/freePort.js'
import { startTestPostgres, type TestPostgres } from '../testing/startTestAuthServer.js'

const run = promisify(execFile)
const packageDir = fileURLToPath(new URL('../..', import.meta.url))
const cli = join(packageDir, 'dist/cli.js')
const migrations = readdirSync(join(packageDir, 'src/db/migrations'))
  .filter((file) => file.endsWith('.sql'))
  .map((file) => file.slice(0, -4))
  .sort()

/** The newest modification time of the package's non-test sources, in ms. */
function newestSource(dir = join(packageDir, 'src')): number {
  let newest = statSync(join(packageDir, 'tsdown.config.ts')).mtimeMs
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && !entry.name.includes('.test.'))
      newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs)
  }
  return newest
}

/** Runs the built command with exactly `env` (and PATH), resolving its exit code and output. */
async function latchAuthServer(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(process.execPath, [cli, ...args], {
      env: { PATH: process.env.PATH ?? '', ...env },
    })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

let postgres: TestPostgres
beforeAll(async () => {
  if (!existsSync(cli) || statSync(cli).mtimeMs < newestSource()) {
    await run('npm', ['run', 'build'], { cwd: packageDir })
  }
  postgres = await startTestPostgres()
}, 180_000)
afterAll(async () => {
  await postgres?.stop()
})

describe('latch-auth-server (built)', () => {
  it('is an executable with a node shebang', () => {
    expect(statSync(cli).mode & 0o111).not.toBe(0)
  })

  it('--help exits 0 with the commands; an unknown command exits 2 with the usage', async () => {
    const help = await latchAuthServer(['--help'])
    expect(help.code).toBe(0)
    expect(help.stdout).toMatch(/^Usage: latch-auth-server \[command\]\n/)
    expect(help.stdout).toMatch(/\n {2}migrate +Apply/)
    const unknown = await latchAuthServer(['migrations'])
    expect(unknown).toMatchObject({ code: 2, stdout: '' })
    expect(unknown.stderr).toMatch(/^Unknown command: migrations\nUsage: latch-auth-server/)
  })

  it('keys prints the four secrets, fresh each run', async () => {
    const [first, second] = await Promise.all([
      latchAuthServer(['keys']),
      latchAuthServer(['keys']),
    ])
    expect(first?.code).toBe(0)
    expect(first?.stdout).toMatch(
      /^LATCH_AUTH_JWT_SECRET=[\w-]{43}\nLATCH_AUTH_CODE_SECRET=[\w-]{43}\nLATCH_AUTH_SHARE_KEY=[\w+/]{43}=\nLATCH_AUTH_RECOVERY_KEY=[\w+/]{43}=\n$/,
    )
    expect(second?.stdout).not.toBe(first?.stdout)
  })

  it('migrate applies the packaged migrations, then finds the schema up to date', async () => {
    const env = { LATCH_AUTH_DATABASE_URL: postgres.url }
    const first = await latchAuthServer(['migrate'], env)
    expect(first).toMatchObject({ code: 0, stderr: '' })
    expect(first.stdout).toBe(migrations.map((version) => `applied ${version}\n`).join(''))
    expect(await latchAuthServer(['migrate'], env)).toEqual({
      code: 0,
      stdout: 'database schema up to date\n',
      stderr: '',
    })
  })

  it('migrate exits 1 when the database does not answer', async () => {
    const result = await latchAuthServer(['migrate'], {
      LATCH_AUTH_DATABASE_URL: `postgres://u:p@127.0.0.1:${await freePort()}/db`,
    })
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/^Migration failed: connect ECONNREFUSED/)
  })

  it('starts from the environment, serves /health and the packaged frame, and stops on SIGTERM', async () => {
    const keys = (await latchAuthServer(['keys'])).stdout.trim().split('\n')
    const port = await freePort()
    const origin = 'http://app.localhost:3000'
    const env = {
      ...Object.fromEntries(
        keys.map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
      ),
      PATH: process.env.PATH ?? '',
      LATCH_AUTH_DATABASE_URL: postgres.url,
      LATCH_AUTH_PORT: String(port),
      LATCH_AUTH_PROJECTS: JSON.stringify([{ id: 'cli-test', allowedOrigins: [origin] }]),
    }
    const child = spawn(process.execPath, [cli], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
    try {
      const base = `http://127.0.0.1:${port}`
      let health: Response | undefined
      for (let tries = 0; tries < 100 && !health?.ok; tries++) {
        health = await fetch(`${base}/health`).catch(() => undefined)
        if (!health?.ok) await new Promise((resolve) => setTimeout(resolve, 100))
      }
      expect(health?.status, stderr).toBe(200)
      const frame = await fetch(
        `${base}/frame?projectId=cli-test&origin=${encodeURIComponent(origin)}`,
      )
      expect(frame.status).toBe(200)
      expect(frame.headers.get('content-security-policy')).toContain(`frame-ancestors ${origin}`)
      const page = await frame.text()
      const script = page.match(/src="\/frame\/assets\/([^"]+\.js)"/)?.[1]
      expect(script).toBeDefined()
      expect((await fetch(`${base}/frame/assets/${script}`)).status).toBe(200)
      child.kill('SIGTERM')
      expect(await exited).toBe(0)
      expect(stderr).toBe('')
    } finally {
      child.kill('SIGKILL')
    }
  }, 30_000)
})
