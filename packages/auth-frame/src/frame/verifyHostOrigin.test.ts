import { describe, expect, test, vi } from 'vitest'
import { verifyHostOrigin } from './verifyHostOrigin.js'

const origin = 'http://127.0.0.1:4173'
const search = `?projectId=demo&origin=${encodeURIComponent(origin)}`
const ancestors = (...origins: string[]) => ({
  length: origins.length,
  item: (index: number) => origins[index] ?? null,
})

const verify = (overrides: Partial<Parameters<typeof verifyHostOrigin>[0]> = {}) =>
  verifyHostOrigin({
    search,
    framed: true,
    ancestorOrigins: ancestors(origin),
    getAllowedOrigins: async () => [origin],
    ...overrides,
  })

describe('verifyHostOrigin', () => {
  test('accepts an allowed origin that embeds the frame', async () => {
    expect(await verify()).toEqual({ ok: true, projectId: 'demo', origin })
    expect(await verify({ ancestorOrigins: undefined })).toMatchObject({ ok: true })
    expect(await verify({ getAllowedOrigins: async () => [`${origin}/`] })).toMatchObject({
      ok: true,
    })
  })

  test('refuses a URL without a valid projectId or origin', async () => {
    for (const bad of [
      `?origin=${encodeURIComponent(origin)}`,
      '?projectId=demo',
      '?projectId=demo&origin=javascript%3Aalert(1)',
      `?projectId=demo&origin=${encodeURIComponent(`${origin}/path`)}`,
      '?projectId=demo&origin=null',
      `?projectId=${'x'.repeat(200)}&origin=${encodeURIComponent(origin)}`,
    ])
      expect(await verify({ search: bad })).toMatchObject({ ok: false })
  })

  test('refuses when not framed or framed by another page', async () => {
    expect(await verify({ framed: false })).toMatchObject({ ok: false })
    expect(await verify({ ancestorOrigins: ancestors('http://evil.example') })).toMatchObject({
      ok: false,
    })
  })

  test('refuses an origin the project does not allow, or when the list cannot be read', async () => {
    const getAllowedOrigins = vi.fn(async () => ['http://127.0.0.1:5173'])
    // Only a refused origin is `unverified` (the host is told: spec §8 'unverified domain').
    expect(await verify({ getAllowedOrigins })).toMatchObject({
      ok: false,
      unverified: true,
      origin,
    })
    expect(getAllowedOrigins).toHaveBeenCalledWith('demo')
    const unread = await verify({
      getAllowedOrigins: async () => {
        throw new Error('404')
      },
    })
    expect(unread).toMatchObject({ ok: false })
    expect(unread).not.toHaveProperty('unverified')
    expect(await verify({ framed: false })).not.toHaveProperty('unverified')
  })
})
