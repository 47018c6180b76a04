import { describe, expect, test } from 'vitest'
import { loadConfig } from './config.js'
import { devAuthServerEnv } from './testing/devAuthServerEnv.js'

const env = devAuthServerEnv({
  databaseUrl: 'postgres://u:p@127.0.0.1:5432/db',
  smtpUrl: 'smtp://127.0.0.1:1025',
  port: 8788,
})

describe('loadConfig', () => {
  test('parses the environment with defaults', () => {
    const config = loadConfig(env)
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8788,
      publicUrl: 'http://127.0.0.1:8788',
      trustProxy: false,
      rateLimits: {
        windowSeconds: 600,
        codesPerAddress: 5,
        codesPerIp: 30,
        verificationsPerIp: 60,
      },
    })
    expect(config.projects[0]?.id).toBe('demo')
    expect(config.shareKey).toHaveLength(32)
    expect(config.frameDir).toMatch(/packages\/auth-frame\/dist$/)
  })

  test('reads the rate limits and the proxy setting', () => {
    const config = loadConfig({
      ...env,
      LATCH_AUTH_RATE_CODES_PER_IP: '1000',
      LATCH_AUTH_TRUST_PROXY: '1',
      LATCH_AUTH_PUBLIC_URL: 'https://auth.example.com',
    })
    expect(config.rateLimits.codesPerIp).toBe(1000)
    expect(config.trustProxy).toBe(true)
    expect(config.publicUrl).toBe('https://auth.example.com')
  })

  test('names every bad variable', () => {
    expect(() =>
      loadConfig({
        ...env,
        LATCH_AUTH_JWT_SECRET: 'short',
        LATCH_AUTH_RECOVERY_KEY: env.LATCH_AUTH_SHARE_KEY,
        LATCH_AUTH_PROJECTS: '[{"id":"x","allowedOrigins":["http://a.example/path"]}]',
        LATCH_AUTH_DATABASE_URL: undefined,
      }),
    ).toThrow(
      'Invalid auth server configuration: LATCH_AUTH_DATABASE_URL: Invalid input: expected string, received undefined; LATCH_AUTH_JWT_SECRET: must be at least 32 characters; LATCH_AUTH_PROJECTS: must be JSON [{ id, allowedOrigins }]',
    )
    expect(() => loadConfig({ ...env, LATCH_AUTH_RECOVERY_KEY: env.LATCH_AUTH_SHARE_KEY })).toThrow(
      'LATCH_AUTH_RECOVERY_KEY: must differ from LATCH_AUTH_SHARE_KEY',
    )
  })
})
