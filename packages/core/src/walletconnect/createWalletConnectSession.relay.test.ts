import { randomUUID } from 'node:crypto'
import {
  createTestWalletKit,
  type GuardLoopbackOnlyReturnType,
  getFreePort,
  guardLoopbackOnly,
  type StartAnvilReturnType,
  type StartRelayReturnType,
  startAnvil,
  startRelay,
  type TestWalletKit,
} from '@latch/testing-node'
import { type Hex, toHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { createLogger } from '../logger/createLogger.js'
import {
  PAIRING_EXPIRY_MS,
  WALLETCONNECT_PAIRING_TTL_MS,
  WALLETCONNECT_PROPOSAL_EXPIRY_MS,
  WALLETCONNECT_SESSION_LIFETIME_MS,
} from './constants.js'
import {
  type CreateWalletConnectSessionParameters,
  type CreateWalletConnectSessionReturnType,
  createWalletConnectSession,
} from './createWalletConnectSession.js'
import type { WalletConnectNamespaces, WalletConnectSessionEventMap } from './types.js'

const account0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** The anvil's chain, and a second chain the wallet also has, to switch to. */
const chainIds = [31990, 31991] as const
const metadata = {
  name: 'Latch Test Dapp',
  description: 'test',
  url: 'http://127.0.0.1',
  icons: [],
}

let guard: GuardLoopbackOnlyReturnType
let anvil: StartAnvilReturnType
let relay: StartRelayReturnType
let wallet: TestWalletKit
let namespaces: WalletConnectNamespaces
const owners: CreateWalletConnectSessionReturnType[] = []
const relayMethods = new Set<string>()
const timings: Record<string, number> = {}

beforeAll(async () => {
  guard = guardLoopbackOnly()
  const [relayPort, anvilPort] = await Promise.all([getFreePort(), getFreePort()])
  relay = await startRelay({ port: relayPort, onRequest: ({ method }) => relayMethods.add(method) })
  anvil = await startAnvil({ port: anvilPort, chainId: chainIds[0], reuse: false })
  wallet = await createTestWalletKit({
    relayUrl: relay.url,
    chains: chainIds.map((id) => ({ id, rpcUrl: anvil.url })),
  })
  namespaces = {
    eip155: {
      chains: chainIds.map((id) => `eip155:${id}` as const),
      methods: ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain'],
      events: ['accountsChanged', 'chainChanged'],
      rpcMap: Object.fromEntries(chainIds.map((id) => [`eip155:${id}`, anvil.url])),
    },
  }
})

afterAll(async () => {
  for (const owner of owners) await owner.close()
  await wallet?.stop()
  await relay?.stop()
  await anvil?.stop()
  guard?.restore()
  console.info('WalletConnect timings (ms):', timings)
})

/** A session owner as Latch creates it: self-hosted relay, so no project id; hosted services off. */
function createOwner(overrides: Partial<CreateWalletConnectSessionParameters> = {}) {
  const owner = createWalletConnectSession({
    relayUrl: relay.url,
    metadata,
    storagePrefix: `latch-test-${randomUUID()}`,
    logger: createLogger('fatal'),
    ...overrides,
  })
  owners.push(owner)
  return owner
}

/** The SDK's key-value storage kept across owners, as IndexedDB is kept across page loads. */
function createKeyValueStorage(): NonNullable<
  CreateWalletConnectSessionParameters['keyValueStorage']
> {
  const values = new Map<string, unknown>()
  return {
    getKeys: async () => [...values.keys()],
    getEntries: async <T>() => [...values.entries()] as [string, T][],
    getItem: async <T>(key: string) => structuredClone(values.get(key)) as T | undefined,
    setItem: async <T>(key: string, value: T) => {
      values.set(key, structuredClone(value))
    },
    removeItem: async (key: string) => {
      values.delete(key)
    },
  }
}

/** Starts `connect`; the wallet pairs with the URI `onUri` gives. */
async function connectWithWallet(owner: CreateWalletConnectSessionReturnType) {
  let onUriAt = 0
  const started = performance.now()
  let resolveUri: (received: { uri: string; expiry: number }) => void = () => {}
  const received = new Promise<{ uri: string; expiry: number }>((resolve) => {
    resolveUri = resolve
  })
  const connecting = owner.connect({
    namespaces,
    onUri: (uri, expiry) => {
      onUriAt = performance.now()
      resolveUri({ uri, expiry })
    },
  })
  const noUri = connecting.then(() => Promise.reject(new Error('connected without a URI')))
  const { uri, expiry } = await Promise.race([received, noUri])
  const paired = wallet.pair(uri)
  const [session] = await Promise.all([connecting, paired])
  return { session, uri, expiry, uriMs: onUriAt - started, totalMs: performance.now() - started }
}

function nextEvent<name extends keyof WalletConnectSessionEventMap>(
  owner: CreateWalletConnectSessionReturnType,
  name: name,
) {
  return new Promise<WalletConnectSessionEventMap[name]>((resolve) => {
    const off = owner.on(name, (event) => {
      off()
      resolve(event)
    })
  })
}

describe('createWalletConnectSession against a local relay, anvil and a WalletKit wallet', () => {
  let dapp: CreateWalletConnectSessionReturnType
  let keyValueStorage: ReturnType<typeof createKeyValueStorage>
  let storagePrefix: string

  test('connects: onUri gives the URI, the wallet pairs and approves account 0 (spec §9 lifetimes)', async () => {
    keyValueStorage = createKeyValueStorage()
    storagePrefix = `latch-test-${randomUUID()}`
    dapp = createOwner({ keyValueStorage, storagePrefix })

    let started = performance.now()
    await import('@walletconnect/universal-provider')
    timings.sdkImport = performance.now() - started
    started = performance.now()
    const provider = await dapp.getProvider()
    timings.sdkInit = performance.now() - started
    expect(await dapp.getProvider()).toBe(provider)
    const register = vi.spyOn(provider.client.core.verify, 'register')
    let proposalExpiry = 0
    provider.once('display_uri', () => {
      proposalExpiry = (provider.client.proposal.getAll()[0]?.expiryTimestamp ?? 0) * 1_000
    })

    const wallClock = Date.now()
    const { session, uri, expiry, uriMs, totalMs } = await connectWithWallet(dapp)
    timings.connectToOnUri = uriMs
    timings.connectToApproved = totalMs
    expect(uriMs).toBeLessThan(300)

    expect(session.accounts.eip155).toEqual(chainIds.map((id) => `eip155:${id}:${account0}`))
    expect(session.accounts.eip155).toContain(`eip155:31990:${account0}`)
    expect(session.caipNetworkIds).toEqual({ eip155: ['eip155:31990', 'eip155:31991'] })
    expect(session.peer.name).toBe('Latch Test Wallet')
    expect(dapp.getSession()).toEqual(session)

    // Spec §4: Latch's URI expiry is 4 minutes; §9: the SDK's pairing lives 5, a proposal 5, a session 7 days.
    expect(expiry - wallClock).toBeGreaterThanOrEqual(PAIRING_EXPIRY_MS)
    expect(expiry - Date.now()).toBeLessThanOrEqual(PAIRING_EXPIRY_MS)
    const uriExpiry = Number(new URL(uri).searchParams.get('expiryTimestamp')) * 1_000
    expect(Math.abs(uriExpiry - wallClock - WALLETCONNECT_PAIRING_TTL_MS)).toBeLessThan(5_000)
    expect(Math.abs(session.expiry - Date.now() - WALLETCONNECT_SESSION_LIFETIME_MS)).toBeLessThan(
      10_000,
    )
    expect(Math.abs(proposalExpiry - wallClock - WALLETCONNECT_PROPOSAL_EXPIRY_MS)).toBeLessThan(
      5_000,
    )

    // The SDK asks Verify to attest the proposal on the dapp side too; the stub answered.
    expect(register).toHaveBeenCalled()
    for (const result of register.mock.results) await expect(result.value).resolves.toBeUndefined()
  })

  test('personal_sign round-trips through request and through the EIP-1193 view', async () => {
    const message = 'Sign in to Latch'
    const signature = await dapp.request<Hex>({
      method: 'personal_sign',
      params: [toHex(message), account0],
      chainId: 'eip155:31990',
    })
    expect(await verifyMessage({ address: account0, message, signature })).toBe(true)

    const eip1193 = dapp.getEip155Provider()
    expect(dapp.getEip155Provider()).toBe(eip1193)
    expect(await eip1193.request({ method: 'eth_accounts' })).toEqual([account0])
    const viaView = await eip1193.request<Hex>({
      method: 'personal_sign',
      params: [toHex('again'), account0],
    })
    expect(await verifyMessage({ address: account0, message: 'again', signature: viaView })).toBe(
      true,
    )
    // Read methods go to the chain's RPC URL (the anvil), not to the wallet.
    expect(await eip1193.request({ method: 'eth_blockNumber' })).toMatch(/^0x/)
  })

  test('a declined request rejects with EIP-1193 4001', async () => {
    wallet.rejectNext()
    const declined = dapp.request({
      method: 'personal_sign',
      params: ['0x00', account0],
      chainId: 'eip155:31990',
    })
    await expect(declined).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
    const error = await declined.catch((reason: unknown) => reason)
    console.info('declined request rejects with:', error instanceof Error ? 'an Error' : error)
  })

  test('wallet events: accountsChanged and chainChanged, CAIP-formatted; the EIP-1193 view follows', async () => {
    const eip1193 = dapp.getEip155Provider()
    const viewChainChanged = new Promise((resolve) => eip1193.on('chainChanged', resolve))

    const accountsChanged = nextEvent(dapp, 'accountsChanged')
    await wallet.emitAccountsChanged()
    expect(await accountsChanged).toEqual({
      namespace: 'eip155',
      accounts: [`eip155:31990:${account0}`],
    })

    const chainChanged = nextEvent(dapp, 'chainChanged')
    await wallet.emitChainChanged(31991)
    expect(await chainChanged).toEqual({ caipNetworkId: 'eip155:31991' })
    expect(await viewChainChanged).toBe('0x7cf7')
    expect(await eip1193.request({ method: 'eth_chainId' })).toBe('0x7cf7')

    const switched = nextEvent(dapp, 'chainChanged')
    await eip1193.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7cf6' }] })
    expect(await switched).toEqual({ caipNetworkId: 'eip155:31990' })
    expect(await eip1193.request({ method: 'eth_chainId' })).toBe('0x7cf6')
  })

  test('the wallet updating the session reports the new namespaces', async () => {
    const topic = dapp.getSession()?.topic ?? ''
    const updated = nextEvent(dapp, 'sessionUpdated')
    const eip155 = {
      chains: ['eip155:31990'],
      accounts: [`eip155:31990:${account0}`],
      methods: ['personal_sign'],
      events: ['accountsChanged', 'chainChanged'],
    }
    const { acknowledged } = await wallet.walletKit.updateSession({ topic, namespaces: { eip155 } })
    await acknowledged()
    expect((await updated).session).toMatchObject({
      topic,
      accounts: { eip155: [`eip155:31990:${account0}`] },
      caipNetworkIds: { eip155: ['eip155:31990'] },
    })
  })

  test('reload: a second owner with the same storage prefix restores the session and uses it', async () => {
    const before = dapp.getSession()
    await dapp.close()
    expect(dapp.getSession()).toBeUndefined()

    dapp = createOwner({ keyValueStorage, storagePrefix })
    expect(dapp.getSession()).toBeUndefined()
    const started = performance.now()
    const restored = await dapp.restore()
    timings.restore = performance.now() - started
    expect(restored).toEqual(before)

    const signature = await dapp.request<Hex>({
      method: 'personal_sign',
      params: [toHex('after reload'), account0],
      chainId: 'eip155:31990',
    })
    expect(await verifyMessage({ address: account0, message: 'after reload', signature })).toBe(
      true,
    )
  })

  test('the wallet disconnecting fires sessionDeleted and EIP-1193 disconnect; requests then fail', async () => {
    const topic = dapp.getSession()?.topic
    const deleted = nextEvent(dapp, 'sessionDeleted')
    const disconnected = new Promise((resolve) =>
      dapp.getEip155Provider().on('disconnect', resolve),
    )
    await wallet.disconnect()
    expect(await deleted).toEqual({ topic, reason: 'deleted' })
    expect(await disconnected).toEqual({ code: 4900, message: 'Disconnected' })
    expect(dapp.getSession()).toBeUndefined()
    expect(await dapp.restore()).toBeUndefined()

    const request = { method: 'personal_sign', params: ['0x00', account0] }
    await expect(dapp.request({ ...request, chainId: 'eip155:31990' })).rejects.toMatchObject({
      name: 'WalletConnectConnectorNotFoundError',
      shortMessage: 'WalletConnectConnector not found',
    })
    await expect(dapp.getEip155Provider().request(request)).rejects.toThrow(
      'WalletConnectConnector not found',
    )
    await dapp.disconnect()
  })

  test('a declined proposal rejects connect with CAIP-25 5000', async () => {
    const owner = createOwner()
    wallet.rejectNext()
    const attempt = connectWithWallet(owner)
    await expect(attempt).rejects.toMatchObject({ code: 5000, message: 'User rejected.' })
    const error = await attempt.catch((reason: unknown) => reason)
    console.info('declined proposal rejects with:', error instanceof Error ? 'an Error' : error)
  })

  test('an expired session is reported as expired; the dapp disconnecting ends a live one', async () => {
    const owner = createOwner()
    const { session } = await connectWithWallet(owner)
    const { core } = (await owner.getProvider()).client
    const deleted = nextEvent(owner, 'sessionDeleted')
    core.expirer.set(session.topic, Math.floor(Date.now() / 1_000) - 1)
    core.heartbeat.events.emit('heartbeat_pulse')
    expect(await deleted).toEqual({ topic: session.topic, reason: 'expired' })
    expect(owner.getSession()).toBeUndefined()

    // The wallet was not told: it still holds the expired session.
    expect(wallet.sessions.map(({ topic }) => topic)).toContain(session.topic)
    await wallet.disconnect(session.topic)

    const { session: live } = await connectWithWallet(owner)
    expect(wallet.sessions.map(({ topic }) => topic)).toEqual([live.topic])
    await owner.disconnect()
    expect(owner.getSession()).toBeUndefined()
    await vi.waitFor(() => expect(wallet.sessions).toEqual([]))
  })

  test('nothing but loopback was contacted', () => {
    expect(guard.blocked).toEqual([])
    expect([...relayMethods]).toContain('wc_proposeSession')
  })
})
