import { requestRpc } from '@latch/testing'
import {
  createSignClient,
  type RelaySocketConstructor,
  type Session,
  type SignClient,
  type SignClientEventMap,
  type SignClientStorage,
} from '@latch/walletconnect'
import { type Hex, toHex, verifyMessage, verifyTypedData } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { WebSocket } from 'ws'
import { getFreePort } from '../node/getFreePort.ts'
import { type StartAnvilReturnType, startAnvil } from '../node/startAnvil.ts'
import { type StartRelayReturnType, startRelay } from '../relay/startRelay.ts'
import { createTestWalletKit } from './createTestWalletKit.ts'
import { type GuardLoopbackOnlyReturnType, guardLoopbackOnly } from './guardLoopbackOnly.ts'
import type { TestWalletKit, TestWalletKitActivity } from './types.ts'

const account0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const chains = [31337, 31338]
const caip2 = (id: number) => `eip155:${id}`

let guard: GuardLoopbackOnlyReturnType
let anvils: StartAnvilReturnType[]
let relay: StartRelayReturnType
let wallet: TestWalletKit
let dapp: SignClient
let session: Session
const relayMethods = new Set<string>()
const activity: TestWalletKitActivity[] = []
const dapps: SignClient[] = []
const dappStorage = createMemoryStorage()

beforeAll(async () => {
  guard = guardLoopbackOnly()
  const ports = await Promise.all([getFreePort(), getFreePort(), getFreePort()])
  anvils = await Promise.all(chains.map((chainId, i) => startAnvil({ port: ports[i], chainId })))
  relay = await startRelay({ port: ports[2], onRequest: ({ method }) => relayMethods.add(method) })
  wallet = await createTestWalletKit({
    relayUrl: relay.url,
    chains: anvils.map(({ chainId, url }) => ({ id: chainId, rpcUrl: url })),
    onActivity: (entry) => activity.push(entry),
  })
})

afterAll(async () => {
  await wallet?.stop()
  for (const client of dapps) client.close()
  await relay?.stop()
  await Promise.all(anvils?.map((anvil) => anvil.stop()) ?? [])
  guard?.restore()
})

/** The dapp side: Latch's own Sign client on the fixture relay. */
function createDapp(storage: SignClientStorage = createMemoryStorage()) {
  const client = createSignClient({
    relayUrl: relay.url,
    projectId: 'latch-test',
    // `ws` types its constructor with overloads (the first takes `null`), not as `new (url) =>`.
    WebSocket: WebSocket as unknown as RelaySocketConstructor,
    storage,
    metadata: { name: 'Latch Test Dapp', description: 'test', url: 'http://127.0.0.1', icons: [] },
  })
  dapps.push(client)
  return client
}

/** Proposes a session, pairs the wallet with the URI the dapp would display, resolves with the session. */
async function connect(client: SignClient, chainIds: number[]) {
  const { uri, approval } = await client.connect({
    optionalNamespaces: {
      eip155: {
        chains: chainIds.map(caip2),
        methods: [
          'personal_sign',
          'eth_signTypedData_v4',
          'eth_sendTransaction',
          'wallet_switchEthereumChain',
        ],
        events: ['accountsChanged', 'chainChanged'],
      },
    },
  })
  const [, settled] = await Promise.all([wallet.pair(uri), approval])
  return settled
}

/** Resolves with the next `name` event the client emits. */
function nextEvent<name extends keyof SignClientEventMap>(client: SignClient, name: name) {
  return new Promise<SignClientEventMap[name]>((resolve) => {
    const off = client.on(name, (event) => {
      off()
      resolve(event)
    })
  })
}

function createMemoryStorage(): SignClientStorage {
  const values = new Map<string, unknown>()
  return {
    get: (key) => values.get(key),
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  }
}

test('pairs and approves: the dapp gets account 0 on the chains the wallet has', async () => {
  dapp = createDapp(dappStorage)
  const started = performance.now()
  session = await connect(dapp, [...chains, 1])
  const elapsed = performance.now() - started
  console.info(`connect → pair → approve → settled: ${elapsed.toFixed(0)} ms`)
  expect(elapsed).toBeLessThan(1_500)

  expect(session.namespaces.eip155).toMatchObject({
    chains: chains.map(caip2),
    accounts: chains.map((id) => `${caip2(id)}:${account0}`),
  })
  expect(session.peer.name).toBe('Latch Test Wallet')
  expect(wallet.sessions.map(({ topic }) => topic)).toEqual([session.topic])
  expect(activity).toEqual([
    {
      type: 'sessionApproved',
      topic: session.topic,
      dapp: 'Latch Test Dapp',
      accounts: chains.map((id) => `${caip2(id)}:${account0}`),
    },
  ])
})

test('personal_sign and eth_signTypedData_v4 round-trip and verify', async () => {
  const message = 'Sign in to Latch'
  const signature = await dapp.request<Hex>({
    topic: session.topic,
    chainId: caip2(31337),
    request: { method: 'personal_sign', params: [toHex(message), account0] },
  })
  expect(await verifyMessage({ address: account0, message, signature })).toBe(true)

  const typedData = {
    domain: { name: 'Latch', version: '1', chainId: 31338 },
    types: { Greeting: [{ name: 'text', type: 'string' }] },
    primaryType: 'Greeting',
    message: { text: 'hello' },
  } as const
  const typedSignature = await dapp.request<Hex>({
    topic: session.topic,
    chainId: caip2(31338),
    request: { method: 'eth_signTypedData_v4', params: [account0, JSON.stringify(typedData)] },
  })
  expect(
    await verifyTypedData({ address: account0, signature: typedSignature, ...typedData }),
  ).toBe(true)
})

test('eth_sendTransaction is signed by the wallet and mined by the chain it was sent for', async () => {
  const [, second] = anvils
  const hash = await dapp.request<Hex>({
    topic: session.topic,
    chainId: caip2(31338),
    request: {
      method: 'eth_sendTransaction',
      params: [{ from: account0, to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0x1' }],
    },
  })
  // The node mines it right after answering; on a loaded machine the receipt can lag the hash.
  await expect
    .poll(() => requestRpc(second?.url ?? '', 'eth_getTransactionReceipt', [hash]), {
      timeout: 10_000,
    })
    .toMatchObject({ status: '0x1' })
  expect(activity.at(-1)).toEqual({
    type: 'requestAnswered',
    topic: session.topic,
    method: 'eth_sendTransaction',
    chainId: caip2(31338),
    result: hash,
  })
})

test('a rejected request fails with the EIP-1193 user-rejected error', async () => {
  wallet.rejectNext()
  expect(wallet.nextAnswer).toBe('reject')
  await expect(
    dapp.request({
      topic: session.topic,
      chainId: caip2(31337),
      request: { method: 'personal_sign', params: ['0x00', account0] },
    }),
  ).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
  expect(wallet.nextAnswer).toBe('approve')
  expect(activity.at(-1)).toEqual({
    type: 'requestAnswered',
    topic: session.topic,
    method: 'personal_sign',
    chainId: caip2(31337),
    error: { code: 4001, message: 'User rejected the request.' },
  })
})

test('wallet events reach the dapp; a switch to a chain it lacks fails with 4902', async () => {
  const accountsChanged = nextEvent(dapp, 'session_event')
  await wallet.emitAccountsChanged()
  expect(await accountsChanged).toEqual({
    topic: session.topic,
    chainId: caip2(31337),
    event: { name: 'accountsChanged', data: [account0] },
  })

  const chainChanged = nextEvent(dapp, 'session_event')
  await wallet.emitChainChanged(31338)
  expect(await chainChanged).toEqual({
    topic: session.topic,
    chainId: caip2(31338),
    event: { name: 'chainChanged', data: 31338 },
  })
  await expect(wallet.emitChainChanged(1)).rejects.toThrow('No session includes chain eip155:1')

  await expect(
    dapp.request({
      topic: session.topic,
      chainId: caip2(31338),
      request: { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] },
    }),
  ).rejects.toMatchObject({ code: 4902 })
})

test('the session outlives a relay reconnect (wallet) and a closed dapp restored from storage', async () => {
  // The wallet's Core resubscribes with irn_batchSubscribe after its transport restarts.
  await wallet.walletKit.core.relayer.restartTransport()
  dapp.close()
  dapp = createDapp(dappStorage)
  expect((await dapp.restore()).map(({ topic }) => topic)).toEqual([session.topic])

  const signature = await dapp.request<Hex>({
    topic: session.topic,
    chainId: caip2(31337),
    request: { method: 'personal_sign', params: [toHex('again'), account0] },
  })
  expect(await verifyMessage({ address: account0, message: 'again', signature })).toBe(true)
})

test('the wallet disconnecting ends the dapp session', async () => {
  const deleted = nextEvent(dapp, 'session_delete')
  await wallet.disconnect()
  expect(await deleted).toEqual({ topic: session.topic, reason: 'deleted' })
  expect(dapp.getSessions()).toEqual([])
  expect(wallet.sessions).toEqual([])
  expect(activity.at(-1)).toEqual({ type: 'sessionDeleted', topic: session.topic })
})

test('a rejected proposal fails connect with the CAIP-25 user-rejected error', async () => {
  wallet.rejectNext()
  await expect(connect(createDapp(), [31337])).rejects.toMatchObject({
    code: 5000,
    message: 'User rejected.',
  })
  expect(activity.at(-1)).toEqual({
    type: 'sessionRejected',
    dapp: 'Latch Test Dapp',
    reason: { code: 5000, message: 'User rejected.' },
  })
})

test('pair gives up when no proposal comes; a wallet needs a chain', async () => {
  const quiet = await createTestWalletKit({
    relayUrl: relay.url,
    chains: [{ id: 31337, rpcUrl: anvils[0]?.url ?? '' }],
    proposalTimeout: 200,
  })
  const topic = 'ab'.repeat(32)
  const expiry = Math.floor(Date.now() / 1_000) + 300
  const uri = `wc:${topic}@2?relay-protocol=irn&symKey=${'cd'.repeat(32)}&expiryTimestamp=${expiry}`
  await expect(quiet.pair(uri)).rejects.toThrow(
    `No session proposal arrived on pairing ${topic} within 200 ms`,
  )
  await quiet.stop()
  await expect(createTestWalletKit({ relayUrl: relay.url, chains: [] })).rejects.toThrow(
    'createTestWalletKit needs at least one chain',
  )
})

test('nothing but loopback was contacted; these relay methods were used', () => {
  expect(guard.blocked).toEqual([])
  expect([...relayMethods].sort()).toEqual([
    'irn_batchSubscribe',
    'irn_publish',
    'irn_subscribe',
    'irn_unsubscribe',
    'wc_approveSession',
  ])
})
