import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config.js'
import type { CliIo } from './CliIo.js'
import { freshSecrets } from './keysCommand.js'
import { runCli } from './runCli.js'

function fakeIo(env: Record<string, string> = {}) {
  const out: string[] = []
  const err: string[] = []
  const io: CliIo = { env, out: (line) => out.push(line), err: (line) => err.push(line) }
  return { io, out, err }
}

describe('runCli', () => {
  it('prints the usage with every command for --help, -h and help, exit 0', async () => {
    for (const flag of ['--help', '-h', 'help']) {
      const { io, out, err } = fakeIo()
      expect(await runCli([flag], io)).toBe(0)
      expect(err).toEqual([])
      const text = out.join('\n')
      expect(text).toMatch(/^Usage: latch-auth-server \[command\]/)
      for (const name of ['start', 'migrate', 'keys'])
        expect(text).toMatch(new RegExp(`\\n  ${name} `))
    }
  })

  it('answers an unknown command (even an inherited property name) with exit 2 and the usage on stderr', async () => {
    for (const name of ['serve', 'toString', '__proto__']) {
      const { io, out, err } = fakeIo()
      expect(await runCli([name], io)).toBe(2)
      expect(out).toEqual([])
      expect(err[0]).toBe(`Unknown command: ${name}`)
      expect(err[1]).toMatch(/^Usage: latch-auth-server/)
    }
  })

  it('refuses an extra argument after a command with exit 2', async () => {
    const { io, err } = fakeIo()
    expect(await runCli(['keys', 'now'], io)).toBe(2)
    expect(err[0]).toBe('Unexpected argument: now')
  })

  it('runs keys: four NAME=value lines on stdout that loadConfig accepts', async () => {
    const { io, out, err } = fakeIo()
    expect(await runCli(['keys'], io)).toBe(0)
    expect(err).toEqual([])
    expect(out.map((line) => line.split('=')[0])).toEqual([
      'LATCH_AUTH_JWT_SECRET',
      'LATCH_AUTH_CODE_SECRET',
      'LATCH_AUTH_SHARE_KEY',
      'LATCH_AUTH_RECOVERY_KEY',
    ])
    const env = Object.fromEntries(
      out.map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    )
    const config = loadConfig({
      ...env,
      LATCH_AUTH_DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db',
    })
    expect(config.shareKey).toHaveLength(32)
    expect(config.recoveryKey).toHaveLength(32)
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32)
  })

  it('makes different secrets each time, and the four of one run differ', () => {
    const first = freshSecrets().map((line) => line.split('=').slice(1).join('='))
    const second = freshSecrets().map((line) => line.split('=').slice(1).join('='))
    expect(new Set([...first, ...second]).size).toBe(8)
  })

  it('start with no configuration exits 1, naming the variables and the keys command', async () => {
    const { io, out, err } = fakeIo()
    expect(await runCli([], io)).toBe(1)
    expect(out).toEqual([])
    expect(err[0]).toMatch(
      /^Invalid auth server configuration: LATCH_AUTH_DATABASE_URL: .*LATCH_AUTH_SHARE_KEY/,
    )
    expect(err[1]).toContain('latch-auth-server keys')
  })

  it('migrate without a postgres:// LATCH_AUTH_DATABASE_URL exits 1 before connecting', async () => {
    const { io, err } = fakeIo({ LATCH_AUTH_DATABASE_URL: 'mysql://localhost/db' })
    expect(await runCli(['migrate'], io)).toBe(1)
    expect(err).toEqual([
      'Invalid auth server configuration: LATCH_AUTH_DATABASE_URL: must be a postgres:// URL',
    ])
  })
})
