import { describe, expect, test, vi } from 'vitest'
import { createDeviceStore, createMemoryStore, type KeyValueStore } from './deviceStore.js'
import { createProofKey } from './dpopProof.js'

const share = () => crypto.getRandomValues(new Uint8Array(33))
const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

// Whether `bytes` occurs anywhere in what the store holds (its values, nested).
function holds(values: unknown, bytes: Uint8Array): boolean {
  if (values instanceof Uint8Array) return Buffer.from(values).includes(Buffer.from(bytes))
  if (values && typeof values === 'object')
    return Object.values(values).some((value) => holds(value, bytes))
  return false
}

function spyStore() {
  const store = createMemoryStore()
  const written = new Map<string, unknown>()
  const spied: KeyValueStore = {
    ...store,
    set: async (key, value) => {
      written.set(key, value)
      await store.set(key, value)
    },
  }
  return { store: spied, raw: store, written }
}

describe('createDeviceStore', () => {
  test('issue 26 item 7: the device share is stored encrypted under a non-extractable device key', async () => {
    const { store, raw } = spyStore()
    const device = createDeviceStore(store)
    const deviceShare = share()
    await device.setDeviceShare('demo', 'user-1', { address, email: 'a@example.com', deviceShare })
    const record = await raw.get('wallet:demo:user-1')
    expect(record).toMatchObject({ address, email: 'a@example.com' })
    expect(holds(record, deviceShare)).toBe(false)
    const deviceKey = (await raw.get('device-key')) as CryptoKey
    expect(deviceKey.extractable).toBe(false)
    await expect(crypto.subtle.exportKey('raw', deviceKey)).rejects.toThrow()
    expect(await device.getDeviceShare('demo', 'user-1')).toEqual({ address, deviceShare })
    // A new page load reads it with the stored key.
    expect(await createDeviceStore(store).getDeviceShare('demo', 'user-1')).toEqual({
      address,
      deviceShare,
    })
  })

  test('issue 26 item 7: a share stored in clear by an earlier version is encrypted and rewritten on first read', async () => {
    const { store, raw, written } = spyStore()
    const deviceShare = share()
    await raw.set('wallet:demo:user-1', { address, email: 'a@example.com', deviceShare })
    const device = createDeviceStore(store)
    expect(await device.getDeviceShare('demo', 'user-1')).toEqual({ address, deviceShare })
    expect(written.has('wallet:demo:user-1')).toBe(true)
    const record = await raw.get('wallet:demo:user-1')
    expect(record).not.toHaveProperty('deviceShare')
    expect(holds(record, deviceShare)).toBe(false)
    expect(await createDeviceStore(store).getDeviceShare('demo', 'user-1')).toEqual({
      address,
      deviceShare,
    })
  })

  test('a share moved to another user, project or address, or under another device key, reads as none', async () => {
    const raw = createMemoryStore()
    const device = createDeviceStore(raw)
    await device.setDeviceShare('demo', 'user-1', {
      address,
      email: 'a@example.com',
      deviceShare: share(),
    })
    const record = (await raw.get('wallet:demo:user-1')) as Record<string, unknown>
    await raw.set('wallet:demo:user-2', record)
    await raw.set('wallet:other:user-1', record)
    expect(await device.getDeviceShare('demo', 'user-2')).toBeUndefined()
    expect(await device.getDeviceShare('other', 'user-1')).toBeUndefined()
    await raw.set('wallet:demo:user-1', { ...record, address: address.replace('70997', '70998') })
    expect(await device.getDeviceShare('demo', 'user-1')).toBeUndefined()
    await raw.set('wallet:demo:user-1', record)
    await raw.delete('device-key')
    expect(await createDeviceStore(raw).getDeviceShare('demo', 'user-1')).toBeUndefined()
  })

  test('two stores of one origin racing to make the device key agree on one', async () => {
    const raw = createMemoryStore()
    const [first, second] = [createDeviceStore(raw), createDeviceStore(raw)]
    const shares = [share(), share()] as const
    await Promise.all([
      first.setDeviceShare('demo', 'user-1', {
        address,
        email: 'a@example.com',
        deviceShare: shares[0],
      }),
      second.setDeviceShare('demo', 'user-2', {
        address,
        email: 'b@example.com',
        deviceShare: shares[1],
      }),
    ])
    const reader = createDeviceStore(raw)
    expect((await reader.getDeviceShare('demo', 'user-1'))?.deviceShare).toEqual(shares[0])
    expect((await reader.getDeviceShare('demo', 'user-2'))?.deviceShare).toEqual(shares[1])
  })

  test('the session keeps its refresh token with its key pair; one without a key (earlier versions) reads as none', async () => {
    const raw = createMemoryStore()
    const device = createDeviceStore(raw)
    const proofKey = await createProofKey()
    await device.setSession('demo', { refreshToken: 'token', proofKey })
    const stored = await device.getSession('demo')
    expect(stored?.refreshToken).toBe('token')
    expect(stored?.proofKey.privateKey.extractable).toBe(false)
    await raw.set('session:demo', { refreshToken: 'token' })
    expect(await device.getSession('demo')).toBeUndefined()
    await device.setSession('demo', undefined)
    expect(await raw.get('session:demo')).toBeUndefined()
  })

  test('where the browser cannot store a CryptoKey (DataCloneError), the session and share last for the page', async () => {
    const raw = createMemoryStore()
    const refuseKeys = (value: unknown): void => {
      if (value instanceof CryptoKey || (value && typeof value === 'object' && 'proofKey' in value))
        throw new DOMException('The object can not be cloned.', 'DataCloneError')
    }
    const store: KeyValueStore = {
      ...raw,
      set: async (key, value) => {
        refuseKeys(value)
        await raw.set(key, value)
      },
      setIfAbsent: async (key, value) => {
        refuseKeys(value)
        return raw.setIfAbsent(key, value)
      },
    }
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const device = createDeviceStore(store)
    const proofKey = await createProofKey()
    await device.setSession('demo', { refreshToken: 'token', proofKey })
    expect((await device.getSession('demo'))?.refreshToken).toBe('token')
    const deviceShare = share()
    await device.setDeviceShare('demo', 'user-1', { address, email: 'a@example.com', deviceShare })
    expect(await device.getDeviceShare('demo', 'user-1')).toEqual({ address, deviceShare })
    expect(holds(await raw.get('wallet:demo:user-1'), deviceShare)).toBe(false)
    expect(await raw.get('session:demo')).toBeUndefined()
    expect(warn).toHaveBeenCalled()
    await device.setSession('demo', undefined)
    expect(await device.getSession('demo')).toBeUndefined()
    warn.mockRestore()
  })

  test('issue 26 item 5: one device proof key per browser: made once, kept, non-extractable, apart from the share key', async () => {
    const raw = createMemoryStore()
    const publicJwk = async (key: CryptoKeyPair | undefined) =>
      key && JSON.stringify(await crypto.subtle.exportKey('jwk', key.publicKey))
    const [first, second] = [createDeviceStore(raw), createDeviceStore(raw)]
    const [a, b] = await Promise.all([first.getDeviceProofKey(), second.getDeviceProofKey()])
    expect(a).toBeDefined()
    expect(await publicJwk(a)).toBe(await publicJwk(b))
    expect(await publicJwk(await first.getDeviceProofKey())).toBe(await publicJwk(a))
    expect(await publicJwk(await createDeviceStore(raw).getDeviceProofKey())).toBe(
      await publicJwk(a),
    )
    expect(a?.privateKey.extractable).toBe(false)
    expect(a?.privateKey.algorithm).toMatchObject({ name: 'ECDSA', namedCurve: 'P-256' })
    await expect(crypto.subtle.exportKey('pkcs8', a?.privateKey as CryptoKey)).rejects.toThrow()
    // Not the session's key, nor the key the device share is encrypted under.
    const proofKey = await createProofKey()
    await first.setSession('demo', { refreshToken: 'token', proofKey })
    await first.setDeviceShare('demo', 'user-1', {
      address,
      email: 'a@example.com',
      deviceShare: share(),
    })
    expect(await publicJwk(await first.getDeviceProofKey())).toBe(await publicJwk(a))
    expect(await publicJwk(a)).not.toBe(await publicJwk(proofKey))
    expect(await raw.get('device-key')).toBeInstanceOf(CryptoKey)
  })

  test('issue 26 item 5: where the device proof key cannot be stored (DataCloneError), there is none: an unknown device', async () => {
    const raw = createMemoryStore()
    const refuse = () => {
      throw new DOMException('The object can not be cloned.', 'DataCloneError')
    }
    const store: KeyValueStore = {
      ...raw,
      set: async () => refuse(),
      setIfAbsent: async () => refuse(),
    }
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(await createDeviceStore(store).getDeviceProofKey()).toBeUndefined()
    expect(await raw.get('device-proof-key')).toBeUndefined()
    warn.mockRestore()
  })

  test('issue 28: the pending social login keeps its non-extractable key; malformed reads as none', async () => {
    const backing = createMemoryStore()
    const store = createDeviceStore(backing)
    const proofKey = await createProofKey()
    const attempt = {
      attemptId: '0f8e4c1a-2b3d-4e5f-8a9b-0c1d2e3f4a5b',
      provider: 'google',
      proofKey,
      expiresAt: '2030-01-01T00:00:00.000Z',
    }
    await store.setSocialAttempt('demo', attempt)
    // Another store on the same backing: the page came back from a redirect.
    const again = await createDeviceStore(backing).getSocialAttempt('demo')
    expect(again).toMatchObject({ attemptId: attempt.attemptId, provider: 'google' })
    expect(again?.proofKey.privateKey.extractable).toBe(false)
    expect(await store.getSocialAttempt('other')).toBeUndefined()
    await backing.set('social:demo', { ...attempt, proofKey: { privateKey: 'x', publicKey: 'y' } })
    expect(await store.getSocialAttempt('demo')).toBeUndefined()
    await store.setSocialAttempt('demo', attempt)
    await store.setSocialAttempt('demo', undefined)
    expect(await store.getSocialAttempt('demo')).toBeUndefined()
  })
})
