import { solanaLocal } from '@latch/testing'
import { describe, expect, test } from 'vitest'
import { isExactOrigin, loadConfig } from './config.js'
import { syncProjects } from './projects/syncProjects.js'
import { DEV_RPC_URLS, devAuthServerEnv } from './testing/devAuthServerEnv.js'

const env = devAuthServerEnv({
  databaseUrl: 'postgres://u:p@127.0.0.1:5432/db',
  smtpUrl: 'smtp://127.0.0.1:1025',
  port: 8788,
})

/** `env` with secrets of its own: the development ones are refused off loopback. */
const ownSecrets = {
  ...env,
  LATCH_AUTH_JWT_SECRET: 'j'.repeat(32),
  LATCH_AUTH_CODE_SECRET: 'c'.repeat(32),
  LATCH_AUTH_SHARE_KEY: Buffer.alloc(32, 7).toString('base64'),
  LATCH_AUTH_RECOVERY_KEY: Buffer.alloc(32, 8).toString('base64'),
}

describe('loadConfig', () => {
  test('parses the environment with defaults', () => {
    const config = loadConfig(env)
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8788,
      publicUrl: 'http://127.0.0.1:8788',
      trustProxy: 0,
      rateLimits: {
        windowSeconds: 600,
        codesPerAddress: 5,
        codesPerIp: 30,
        verificationsPerIp: 60,
        failedVerificationsPerAddress: 30,
        failedVerificationsWindowSeconds: 86_400,
        backoffAfterFailures: 5,
        backoffBaseSeconds: 15,
        backoffMaxSeconds: 900,
        socialStartsPerIp: 30,
        socialCallbacksPerIp: 60,
        socialResultsPerIp: 600,
        socialCancelsPerIp: 60,
      },
    })
    expect(config.projects[0]?.id).toBe('demo')
    expect(config.shareKey).toHaveLength(32)
    expect(config.frameDir).toMatch(/packages\/auth-frame\/dist$/)
  })

  test('reads the rate limits and the proxy setting', () => {
    const config = loadConfig({
      ...ownSecrets,
      LATCH_AUTH_RATE_CODES_PER_IP: '1000',
      LATCH_AUTH_RATE_FAILED_VERIFICATIONS_PER_ADDRESS: '3',
      LATCH_AUTH_RATE_FAILED_VERIFICATIONS_WINDOW_SECONDS: '3600',
      LATCH_AUTH_RATE_BACKOFF_AFTER: '2',
      LATCH_AUTH_RATE_BACKOFF_BASE_SECONDS: '60',
      LATCH_AUTH_RATE_BACKOFF_MAX_SECONDS: '600',
      LATCH_AUTH_TRUST_PROXY: '2',
      LATCH_AUTH_PUBLIC_URL: 'https://auth.example.com',
    })
    expect(config.rateLimits).toMatchObject({
      codesPerIp: 1000,
      failedVerificationsPerAddress: 3,
      failedVerificationsWindowSeconds: 3600,
      backoffAfterFailures: 2,
      backoffBaseSeconds: 60,
      backoffMaxSeconds: 600,
    })
    expect(config.trustProxy).toBe(2)
    expect(config.publicUrl).toBe('https://auth.example.com')
  })

  test('refuses the public development secrets unless the public URL is loopback http', () => {
    const message =
      'is the public development value, allowed only with a loopback http LATCH_AUTH_PUBLIC_URL'
    expect(() => loadConfig({ ...env, LATCH_AUTH_PUBLIC_URL: 'https://auth.example.com' })).toThrow(
      new RegExp(
        ['JWT_SECRET', 'CODE_SECRET', 'SHARE_KEY', 'RECOVERY_KEY']
          .map((name) => `LATCH_AUTH_${name}: ${message}`)
          .join('.*'),
      ),
    )
    expect(() =>
      loadConfig({
        ...ownSecrets,
        LATCH_AUTH_SHARE_KEY: env.LATCH_AUTH_SHARE_KEY,
        LATCH_AUTH_PUBLIC_URL: 'https://auth.example.com',
      }),
    ).toThrow(`LATCH_AUTH_SHARE_KEY: ${message}`)
    expect(loadConfig({ ...env, LATCH_AUTH_PUBLIC_URL: 'http://localhost:8788' }).publicUrl).toBe(
      'http://localhost:8788',
    )
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
      'Invalid auth server configuration: LATCH_AUTH_DATABASE_URL: Invalid input: expected string, received undefined; LATCH_AUTH_JWT_SECRET: must be at least 32 characters; LATCH_AUTH_PROJECTS: [0].allowedOrigins[0]: "http://a.example/path" is not an exact origin http(s)://host[:port] (no path, no wildcard)',
    )
    expect(() => loadConfig({ ...env, LATCH_AUTH_PROJECTS: '{' })).toThrow(
      'LATCH_AUTH_PROJECTS: must be JSON [{ id, allowedOrigins }]',
    )
    expect(() => loadConfig({ ...env, LATCH_AUTH_RECOVERY_KEY: env.LATCH_AUTH_SHARE_KEY })).toThrow(
      'LATCH_AUTH_RECOVERY_KEY: must differ from LATCH_AUTH_SHARE_KEY',
    )
  })
})

describe('social providers', () => {
  test('the dev settings pose the local OpenID Connect provider as the six providers, plus one down', () => {
    const { socialProviders } = loadConfig(env)
    expect(socialProviders.map(({ id, kind }) => `${id}:${kind}`)).toEqual([
      'google:oidc',
      'x:oidc',
      'discord:oidc',
      'github:oidc',
      'apple:oidc',
      'facebook:oidc',
      'offline:oidc',
    ])
    expect(loadConfig({ ...env, LATCH_AUTH_SOCIAL_PROVIDERS: '[]' }).socialProviders).toEqual([])
  })

  test('LATCH_AUTH_SOCIAL_PROVIDERS is parsed, and a bad entry names the variable and the entry', () => {
    const config = loadConfig({
      ...env,
      LATCH_AUTH_SOCIAL_PROVIDERS: JSON.stringify([
        { id: 'github', clientId: 'g', clientSecret: 's' },
      ]),
      LATCH_AUTH_RATE_SOCIAL_RESULTS_PER_IP: '50',
    })
    expect(config.socialProviders).toMatchObject([{ kind: 'github', id: 'github', name: 'GitHub' }])
    expect(config.rateLimits.socialResultsPerIp).toBe(50)
    expect(() =>
      loadConfig({
        ...env,
        LATCH_AUTH_SOCIAL_PROVIDERS: JSON.stringify([
          { id: 'acme', clientId: 'a', clientSecret: 's' },
        ]),
      }),
    ).toThrow(/LATCH_AUTH_SOCIAL_PROVIDERS: \[0\] \(acme\)\.name: is required/)
  })
})

describe('allowed origins', () => {
  const projects = (...allowedOrigins: string[]) => ({
    ...env,
    LATCH_AUTH_PROJECTS: JSON.stringify([{ id: 'p', allowedOrigins }]),
  })

  test('accepts exact http(s) origins', () => {
    const origins = [
      'https://app.example.com',
      'http://127.0.0.1:5173',
      'http://localhost:3000',
      'https://[::1]:8443',
      'https://xn--bcher-kva.example',
    ]
    expect(loadConfig(projects(...origins)).projects[0]?.allowedOrigins).toEqual(origins)
  })

  test.each([
    '*',
    'https://*',
    'https://*.example.com',
    'https://app.*.example.com',
    'https://app.example.com/',
    'https://app.example.com/login',
    'https://app.example.com?x=1',
    'https://app.example.com#x',
    'https://user@app.example.com',
    'https://App.Example.com',
    'https://app.example.com:443',
    'http://app.example.com:80',
    'ftp://app.example.com',
    'chrome-extension://abcdef',
    'file:///tmp/x.html',
    'null',
    'app.example.com',
    '',
    ' https://app.example.com',
  ])('refuses %j', (origin) => {
    expect(isExactOrigin(origin)).toBe(false)
    expect(() => loadConfig(projects('https://ok.example', origin))).toThrow(
      `LATCH_AUTH_PROJECTS: [0].allowedOrigins[1]: ${JSON.stringify(origin)} is not an exact origin http(s)://host[:port] (no path, no wildcard)`,
    )
  })

  test('syncProjects refuses a config built without loadConfig, writing nothing', async () => {
    const sql = (() => {
      throw new Error('no query expected')
    }) as unknown as Parameters<typeof syncProjects>[0]
    await expect(
      syncProjects(sql, [{ id: 'p', allowedOrigins: ['https://*.example.com'] }]),
    ).rejects.toThrow('Project p: "https://*.example.com" is not an exact origin')
  })
})

describe('trusted RPC URLs', () => {
  const withRpc = (rpcUrls: unknown) => ({
    ...env,
    LATCH_AUTH_PROJECTS: JSON.stringify([
      { id: 'p', allowedOrigins: ['https://app.example'], rpcUrls },
    ]),
  })

  test('a project names an RPC URL per eip155 chain and Solana network (CAIP-2): https, or http on loopback', () => {
    const rpcUrls = {
      'eip155:1': 'https://eth.example/v1/key',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'https://sol.example/v1/key',
      'solana:Hm1r3nQhmEcMbfLoLE9eLy5fet7AEYBZ': 'http://127.0.0.1:8899',
      'eip155:31337': 'http://127.0.0.1:8545',
      'eip155:31338': 'http://localhost:8546',
    }
    expect(loadConfig(withRpc(rpcUrls)).projects[0]?.rpcUrls).toEqual(rpcUrls)
    expect(loadConfig(withRpc(undefined)).projects[0]?.rpcUrls).toBeUndefined()
  })

  test.each([
    [{ '1': 'https://eth.example' }, '"1" is not an eip155 or solana CAIP-2 chain id'],
    [
      { 'solana:mainnet': 'https://x.example' },
      '"solana:mainnet" is not an eip155 or solana CAIP-2',
    ],
    [
      { 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvd0': 'https://x.example' },
      'is not an eip155 or solana',
    ],
    [{ 'solana:Hm1r3nQhmEcMbfLoLE9eLy5fet7AEYBZ': 'http://sol.example' }, 'must be an https URL'],
    [{ 'eip155:1': 'http://eth.example' }, 'must be an https URL (http only on loopback)'],
    [{ 'eip155:1': 'ws://127.0.0.1:8545' }, 'must be an https URL (http only on loopback)'],
    [{ 'eip155:1': 'not a url' }, 'must be an https URL (http only on loopback)'],
  ])('refuses %j', (rpcUrls, message) => {
    expect(() => loadConfig(withRpc(rpcUrls))).toThrow(message)
  })
})

describe('passkey settings', () => {
  test('default to the public host, the name Latch and 60 options and verifications per IP', () => {
    const config = loadConfig({ ...ownSecrets, LATCH_AUTH_PUBLIC_URL: 'https://auth.example.com' })
    expect(config).toMatchObject({ passkeyRpId: undefined, passkeyRpName: 'Latch' })
    expect(config.rateLimits).toMatchObject({
      passkeyOptionsPerIp: 60,
      passkeyVerificationsPerIp: 60,
    })
  })

  test('an RP ID must be the public host or a suffix of it, never an IP address', () => {
    const withRpId = (rpId: string, publicUrl = 'https://auth.example.com') =>
      loadConfig({
        ...ownSecrets,
        LATCH_AUTH_PUBLIC_URL: publicUrl,
        LATCH_AUTH_PASSKEY_RP_ID: rpId,
      })
    expect(withRpId('example.com').passkeyRpId).toBe('example.com')
    expect(withRpId('auth.example.com').passkeyRpId).toBe('auth.example.com')
    expect(withRpId('localhost', 'http://localhost:8788').passkeyRpId).toBe('localhost')
    for (const [rpId, publicUrl] of [
      ['ample.com', undefined],
      ['other.com', undefined],
      ['Example.com', undefined],
      ['127.0.0.1', 'http://127.0.0.1:8788'],
      ['localhost', 'http://127.0.0.1:8788'],
    ] as const)
      expect(() => withRpId(rpId, publicUrl)).toThrow(/LATCH_AUTH_PASSKEY_RP_ID/)
  })

  test('reads the passkey rate limits and name', () => {
    const config = loadConfig({
      ...env,
      LATCH_AUTH_RATE_PASSKEY_OPTIONS_PER_IP: '7',
      LATCH_AUTH_RATE_PASSKEY_VERIFICATIONS_PER_IP: '8',
      LATCH_AUTH_PASSKEY_RP_NAME: 'Acme wallet',
    })
    expect(config.rateLimits).toMatchObject({
      passkeyOptionsPerIp: 7,
      passkeyVerificationsPerIp: 8,
    })
    expect(config.passkeyRpName).toBe('Acme wallet')
  })
})

describe('farcaster settings', () => {
  const { LATCH_AUTH_OPTIMISM_RPC_URL, LATCH_AUTH_FARCASTER_RELAY_URL, ...withoutFarcaster } = env
  const farcasterOff = Object.fromEntries(
    Object.entries(withoutFarcaster).filter(([name]) => !name.includes('FARCASTER')),
  )

  test('off without an Optimism RPC URL; 30 starts and 600 results per IP by default', () => {
    const config = loadConfig(farcasterOff)
    expect(config.farcaster).toBeUndefined()
    expect(config.rateLimits).toMatchObject({
      farcasterStartsPerIp: 30,
      farcasterResultsPerIp: 600,
    })
  })

  test('an empty Optimism RPC URL is unset', () => {
    expect(loadConfig({ ...env, LATCH_AUTH_OPTIMISM_RPC_URL: '' }).farcaster).toBeUndefined()
  })

  test('on with an Optimism RPC URL, on the public relay unless told', () => {
    const config = loadConfig({
      ...farcasterOff,
      LATCH_AUTH_OPTIMISM_RPC_URL: 'https://optimism.example.com/v2/key',
    })
    expect(config.farcaster).toEqual({
      relayUrl: 'https://relay.farcaster.xyz',
      optimismRpcUrl: 'https://optimism.example.com/v2/key',
    })
  })

  test('the dev settings use the local relay and OP-like chain', () => {
    expect(LATCH_AUTH_OPTIMISM_RPC_URL).toBe('http://127.0.0.1:8547')
    expect(LATCH_AUTH_FARCASTER_RELAY_URL).toBe('http://127.0.0.1:8791')
    expect(loadConfig(env).farcaster).toEqual({
      relayUrl: 'http://127.0.0.1:8791',
      optimismRpcUrl: 'http://127.0.0.1:8547',
    })
  })

  test('reads the relay URL (trailing slash dropped) and the rate limits', () => {
    const config = loadConfig({
      ...farcasterOff,
      LATCH_AUTH_OPTIMISM_RPC_URL: 'http://localhost:8547',
      LATCH_AUTH_FARCASTER_RELAY_URL: 'https://relay.example.com/',
      LATCH_AUTH_RATE_FARCASTER_STARTS_PER_IP: '3',
      LATCH_AUTH_RATE_FARCASTER_RESULTS_PER_IP: '40',
    })
    expect(config.farcaster?.relayUrl).toBe('https://relay.example.com')
    expect(config.rateLimits).toMatchObject({ farcasterStartsPerIp: 3, farcasterResultsPerIp: 40 })
  })

  test.each([
    ['LATCH_AUTH_OPTIMISM_RPC_URL', 'http://optimism.example.com'],
    ['LATCH_AUTH_OPTIMISM_RPC_URL', 'https://user:secret@optimism.example.com'],
    ['LATCH_AUTH_OPTIMISM_RPC_URL', 'not a url'],
    ['LATCH_AUTH_FARCASTER_RELAY_URL', 'http://relay.example.com'],
  ])('refuses %s=%s (https, or http on loopback)', (name, value) => {
    expect(() =>
      loadConfig({
        ...farcasterOff,
        LATCH_AUTH_OPTIMISM_RPC_URL: 'https://optimism.example.com',
        [name]: value,
      }),
    ).toThrow(`${name}: must be an https URL (http only on loopback)`)
  })
})

describe('the dev project’s trusted RPC URLs', () => {
  test('name Solana Local by the reference @latch/testing gives it, on the litesvm RPC', () => {
    expect(DEV_RPC_URLS[`solana:${solanaLocal.id}` as keyof typeof DEV_RPC_URLS]).toBe(
      'http://127.0.0.1:8899',
    )
  })
})

describe('loadConfig: operations', () => {
  test('pool size, log level and metrics token: defaults, values and refusals', () => {
    expect(loadConfig(env)).toMatchObject({
      databasePool: 10,
      logLevel: 'info',
      metricsToken: undefined,
    })
    const token = 'a-metrics-token-of-32-characters'
    expect(
      loadConfig({
        ...env,
        LATCH_AUTH_DATABASE_POOL: '25',
        LATCH_AUTH_LOG_LEVEL: 'silent',
        LATCH_AUTH_METRICS_TOKEN: token,
      }),
    ).toMatchObject({ databasePool: 25, logLevel: 'silent', metricsToken: token })
    // Empty is unset, so an environment can turn metrics off.
    expect(loadConfig({ ...env, LATCH_AUTH_METRICS_TOKEN: '' }).metricsToken).toBeUndefined()
    expect(() =>
      loadConfig({
        ...env,
        LATCH_AUTH_DATABASE_POOL: '0',
        LATCH_AUTH_LOG_LEVEL: 'verbose',
        LATCH_AUTH_METRICS_TOKEN: 'short',
      }),
    ).toThrow(
      /^Invalid auth server configuration: LATCH_AUTH_DATABASE_POOL: .*; LATCH_AUTH_LOG_LEVEL: .*; LATCH_AUTH_METRICS_TOKEN: .*must be at least 16 characters/,
    )
  })
})
