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
import { type Hex, toHex, verifyMessage, verifyTypedData } from 'viem'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { WebSocket } from 'ws'
import { createLogger } from '../../logger/createLogger.js'
import { createMemoryStorage } from '../../storage/createMemoryStorage.js'
import { createSafeStorage } from '../../storage/createSafeStorage.js'
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
const relayClients = new Set<string>()
const timings: Record<string, number> = {}

beforeAll(async () => {
  guard = guardLoopbackOnly()
  const [relayPort, anvilPort] = await Promise.all([getFreePort(), getFreePort()])
  relay = await startRelay({
    port: relayPort,
    onRequest: ({ method, clientId }) => {
      relayMethods.add(method)
      relayClients.add(clientId)
    },
  })
  anvil = await startAnvil({ port: anvilPort, chainId: chainIds[0], reuse: false })
  wallet = await createTestWalletKit({
    relayUrl: relay.url,
    chains: chainIds.map((id) => ({ id, rpcUrl: anvil.url })),
  })
  namespaces = {
    eip155: {
      chains: chainIds.map((id) => `eip155:${id}` as const),
      methods: [
        'personal_sign',
        'eth_signTypedData_v4',
        'eth_sendTransaction',
        'wallet_switchEthereumChain',
      ],
      events: ['accountsChanged', 'chainChanged'],
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

/** A session owner as Latch creates it: self-hosted relay, so no project id. */
function createOwner(overrides: Partial<CreateWalletConnectSessionParameters> = {}) {
  const owner = createWalletConnectSession({
    relayUrl: relay.url,
    metadata,
    storage: createStorage(),
    storagePrefix: `latch-test-${randomUUID()}`,
    logger: createLogger('fatal'),
    getRpcUrl: () => anvil.url,
    WebSocket: WebSocket as unknown as CreateWalletConnectSessionParameters['WebSocket'],
    ...overrides,
  })
  owners.push(owner)
  return owner
}

/** Latch's storage, kept across owners as localStorage is kept across page loads. */
function createStorage() {
  return createSafeStorage(createLogger('fatal'), createMemoryStorage())
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
  let storage: ReturnType<typeof createStorage>
  let storagePrefix: string

  test('connects: onUri gives the URI, the wallet pairs and approves account 0 (spec §9 lifetimes)', async () => {
    storage = createStorage()
    storagePrefix = `latch-test-${randomUUID()}`
    dapp = createOwner({ storage, storagePrefix })

    const started = performance.now()
    await import('@latch/walletconnect')
    timings.clientImport = performance.now() - started

    const proposalExpiries: number[] = []
    let recording = true
    // Never walletKit.off: WalletKit 1.2's off unhooks the event from its sign client altogether.
    wallet.walletKit.on('session_proposal', ({ params }) => {
      if (recording) proposalExpiries.push((params.expiryTimestamp ?? 0) * 1_000)
    })
    const wallClock = Date.now()
    const { session, uri, expiry, uriMs, totalMs } = await connectWithWallet(dapp)
    recording = false
    timings.connectToOnUri = uriMs
    timings.connectToApproved = totalMs
    expect(uriMs).toBeLessThan(300)

    expect(session.accounts.eip155).toEqual(chainIds.map((id) => `eip155:${id}:${account0}`))
    expect(session.caipNetworkIds).toEqual({ eip155: ['eip155:31990', 'eip155:31991'] })
    expect(session.peer.name).toBe('Latch Test Wallet')
    expect(dapp.getSession()).toEqual(session)

    // Spec §4: Latch's URI expiry is 4 minutes; §9: the pairing lives 5, a proposal 5, a session 7 days.
    expect(expiry - wallClock).toBeGreaterThanOrEqual(PAIRING_EXPIRY_MS)
    expect(expiry - Date.now()).toBeLessThanOrEqual(PAIRING_EXPIRY_MS)
    const uriExpiry = Number(new URL(uri).searchParams.get('expiryTimestamp')) * 1_000
    expect(Math.abs(uriExpiry - wallClock - WALLETCONNECT_PAIRING_TTL_MS)).toBeLessThan(5_000)
    expect(Math.abs(session.expiry - Date.now() - WALLETCONNECT_SESSION_LIFETIME_MS)).toBeLessThan(
      10_000,
    )
    expect(proposalExpiries).toHaveLength(1)
    const [proposalExpiry = 0] = proposalExpiries
    expect(Math.abs(proposalExpiry - wallClock - WALLETCONNECT_PROPOSAL_EXPIRY_MS)).toBeLessThan(
      5_000,
    )
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

    const typedData = {
      domain: { name: 'Latch', version: '1', chainId: chainIds[0] },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting',
      message: { text: 'Hello' },
    } as const
    const typedSignature = await eip1193.request<Hex>({
      method: 'eth_signTypedData_v4',
      params: [
        account0,
        JSON.stringify({
          ...typedData,
          types: {
            ...typedData.types,
            EIP712Domain: [
              { name: 'name', type: 'string' },
              { name: 'version', type: 'string' },
              { name: 'chainId', type: 'uint256' },
            ],
          },
        }),
      ],
    })
    expect(
      await verifyTypedData({ address: account0, ...typedData, signature: typedSignature }),
    ).toBe(true)

    const hash = await eip1193.request<Hex>({
      method: 'eth_sendTransaction',
      params: [{ from: account0, to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0x1' }],
    })
    await vi.waitFor(async () => {
      const receipt = await eip1193.request<{ status: string } | null>({
        method: 'eth_getTransactionReceipt',
        params: [hash],
      })
      expect(receipt?.status).toBe('0x1')
    })
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

    dapp = createOwner({ storage, storagePrefix })
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

  test('a restored session that expires while the page is open is reported as expired; the dapp disconnecting ends a live one', async () => {
    const kept = createStorage()
    const prefix = `latch-test-${randomUUID()}`
    const first = createOwner({ storage: kept, storagePrefix: prefix })
    const { session } = await connectWithWallet(first)
    await first.close()
    // The stored session now ends in 2 to 3 s, as one approved 7 days ago would (a second's margin
    // was too little on a loaded machine: the restore itself then found it expired).
    const key = `${prefix}:wc:sessions`
    const stored = (kept.get(key) as { expiry: number }[] | undefined) ?? []
    kept.set(
      key,
      stored.map((record) => ({ ...record, expiry: Math.ceil(Date.now() / 1000) + 2 })),
    )
    const owner = createOwner({ storage: kept, storagePrefix: prefix })
    expect((await owner.restore())?.topic).toBe(session.topic)
    const deleted = await nextEvent(owner, 'sessionDeleted')
    expect(deleted).toEqual({ topic: session.topic, reason: 'expired' })
    expect(owner.getSession()).toBeUndefined()
    // The wallet was not told: it still holds the session.
    expect(wallet.sessions.map(({ topic }) => topic)).toContain(session.topic)
    await wallet.disconnect(session.topic)

    const { session: live } = await connectWithWallet(owner)
    expect(wallet.sessions.map(({ topic }) => topic)).toEqual([live.topic])
    await owner.disconnect()
    expect(owner.getSession()).toBeUndefined()
    await vi.waitFor(() => expect(wallet.sessions).toEqual([]))
  })

  test('one-click auth: the wallet signs a CAIP-122 message with a ReCap; the session follows', async () => {
    const owner = createOwner()
    let uri = ''
    const authenticating = owner.authenticate({
      namespaces,
      request: {
        chains: ['eip155:31990'],
        domain: '127.0.0.1',
        uri: 'http://127.0.0.1',
        nonce: 'a1b2c3d4e5f6',
        statement: 'Sign in to Latch',
        methods: ['personal_sign', 'eth_sendTransaction'],
      },
      onUri: (received) => {
        uri = received
      },
    })
    await vi.waitFor(() => expect(uri).not.toBe(''))
    await wallet.pair(uri)
    const { session, auths } = await authenticating
    expect(session.accounts.eip155).toEqual([`eip155:31990:${account0}`])
    expect(auths).toHaveLength(1)
    const [auth] = auths
    expect(auth?.address).toBe(account0)
    expect(auth?.message).toContain(
      "I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': 'eth_sendTransaction', 'personal_sign' for 'eip155'.",
    )
    const valid = await verifyMessage({
      address: account0,
      message: auth?.message ?? '',
      signature: (auth?.signature ?? '0x') as Hex,
    })
    expect(valid).toBe(true)
    const signature = await owner.request<Hex>({
      method: 'personal_sign',
      params: [toHex('one click'), account0],
      chainId: 'eip155:31990',
    })
    expect(await verifyMessage({ address: account0, message: 'one click', signature })).toBe(true)
    await owner.disconnect()
  })

  test('a relay that is down fails connect at once with a clear error', async () => {
    const port = await getFreePort()
    const owner = createOwner({ relayUrl: `ws://127.0.0.1:${port}` })
    const started = performance.now()
    await expect(owner.connect({ namespaces })).rejects.toMatchObject({
      name: 'RelayUnreachableError',
      shortMessage: 'Could not reach the WalletConnect relay',
    })
    expect(performance.now() - started).toBeLessThan(2_000)
  })

  test('nothing but loopback was contacted', () => {
    expect(guard.blocked).toEqual([])
    expect([...relayMethods]).toEqual(expect.arrayContaining(['irn_subscribe', 'irn_publish']))
    // Every client (dapp and wallet) authenticated with a did:key relay-auth JWT.
    expect([...relayClients].every((id) => id.startsWith('did:key:z6Mk'))).toBe(true)
  })
})
