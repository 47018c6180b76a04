import { randomUUID } from 'node:crypto'
import { requestRpc } from '@latch/testing'
import type { SessionTypes } from '@walletconnect/types'
import { UniversalProvider } from '@walletconnect/universal-provider'
import { type Hex, toHex, verifyMessage, verifyTypedData } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { getFreePort } from '../node/getFreePort.ts'
import { type StartAnvilReturnType, startAnvil } from '../node/startAnvil.ts'
import { type StartRelayReturnType, startRelay } from '../relay/startRelay.ts'
import { createTestWalletKit } from './createTestWalletKit.ts'
import { type GuardLoopbackOnlyReturnType, guardLoopbackOnly } from './guardLoopbackOnly.ts'
import type { TestWalletKit, TestWalletKitActivity } from './types.ts'

const account0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const chains = [31337, 31338]
const caip2 = (id: number) => `eip155:${id}`

type Dapp = Awaited<ReturnType<typeof UniversalProvider.init>>

let guard: GuardLoopbackOnlyReturnType
let anvils: StartAnvilReturnType[]
let relay: StartRelayReturnType
let wallet: TestWalletKit
let dapp: Dapp
let session: SessionTypes.Struct | undefined
const relayMethods = new Set<string>()
const activity: TestWalletKitActivity[] = []
const dapps: Dapp[] = []

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
  for (const provider of dapps) {
    await provider.client.core.relayer.transportClose()
    provider.client.core.heartbeat.stop()
  }
  await relay?.stop()
  await Promise.all(anvils?.map((anvil) => anvil.stop()) ?? [])
  guard?.restore()
})

/** The dapp side as an app configures it: telemetry off, its own storage prefix. */
async function createDapp() {
  const provider = await UniversalProvider.init({
    projectId: 'latch-test',
    relayUrl: relay.url,
    telemetryEnabled: false,
    customStoragePrefix: `latch-test-dapp-${randomUUID()}`,
    logger: 'silent',
    metadata: { name: 'Latch Test Dapp', description: 'test', url: 'http://127.0.0.1', icons: [] },
  })
  dapps.push(provider)
  return provider
}

/** Starts `connect`, pairs the wallet with the URI the dapp displays, resolves with the session. */
async function connect(provider: Dapp, chainIds: number[]) {
  const uri = new Promise<string>((resolve) => provider.once('display_uri', resolve))
  const rpcMap = Object.fromEntries(anvils.map(({ chainId, url }) => [chainId, url]))
  const connected = provider.connect({
    optionalNamespaces: {
      eip155: {
        chains: chainIds.map(caip2),
        methods: ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'],
        events: ['accountsChanged', 'chainChanged'],
        rpcMap,
      },
    },
  })
  const [, result] = await Promise.all([uri.then((value) => wallet.pair(value)), connected])
  return result
}

test('pairs and approves: the dapp gets account 0 on the chains the wallet has', async () => {
  dapp = await createDapp()
  const started = performance.now()
  session = await connect(dapp, [...chains, 1])
  const elapsed = performance.now() - started
  console.info(`connect → display_uri → pair → approve → settled: ${elapsed.toFixed(0)} ms`)
  expect(elapsed).toBeLessThan(1_500)

  expect(session?.namespaces.eip155).toMatchObject({
    chains: chains.map(caip2),
    accounts: chains.map((id) => `${caip2(id)}:${account0}`),
  })
  expect(await dapp.request({ method: 'eth_accounts' }, caip2(31337))).toEqual([account0])
  expect(wallet.sessions.map(({ topic }) => topic)).toEqual([session?.topic])
  expect(activity).toEqual([
    {
      type: 'sessionApproved',
      topic: session?.topic,
      dapp: 'Latch Test Dapp',
      accounts: chains.map((id) => `${caip2(id)}:${account0}`),
    },
  ])
})

test('personal_sign and eth_signTypedData_v4 round-trip and verify', async () => {
  const message = 'Sign in to Latch'
  const signature = await dapp.request<Hex>(
    { method: 'personal_sign', params: [toHex(message), account0] },
    caip2(31337),
  )
  expect(await verifyMessage({ address: account0, message, signature })).toBe(true)

  const typedData = {
    domain: { name: 'Latch', version: '1', chainId: 31338 },
    types: { Greeting: [{ name: 'text', type: 'string' }] },
    primaryType: 'Greeting',
    message: { text: 'hello' },
  } as const
  const typedSignature = await dapp.request<Hex>(
    { method: 'eth_signTypedData_v4', params: [account0, JSON.stringify(typedData)] },
    caip2(31338),
  )
  expect(
    await verifyTypedData({ address: account0, signature: typedSignature, ...typedData }),
  ).toBe(true)
})

test('eth_sendTransaction is signed by the wallet and mined by the chain it was sent for', async () => {
  const [, second] = anvils
  const hash = await dapp.request<Hex>(
    {
      method: 'eth_sendTransaction',
      params: [{ from: account0, to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0x1' }],
    },
    caip2(31338),
  )
  expect(await requestRpc(second?.url ?? '', 'eth_getTransactionReceipt', [hash])).toMatchObject({
    status: '0x1',
  })
})

test('a rejected request fails with the EIP-1193 user-rejected error', async () => {
  wallet.rejectNext()
  expect(wallet.nextAnswer).toBe('reject')
  await expect(
    dapp.request({ method: 'personal_sign', params: ['0x00', account0] }, caip2(31337)),
  ).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
  expect(wallet.nextAnswer).toBe('approve')
})

test('wallet events reach the dapp; a switch to a chain it lacks fails with 4902', async () => {
  const accountsChanged = new Promise((resolve) => dapp.once('accountsChanged', resolve))
  await wallet.emitAccountsChanged()
  expect(await accountsChanged).toEqual([account0])

  const chainChanged = new Promise((resolve) => dapp.once('chainChanged', resolve))
  await wallet.emitChainChanged(31338)
  // UniversalProvider re-emits the chain as a decimal string.
  expect(await chainChanged).toBe('31338')
  await expect(wallet.emitChainChanged(1)).rejects.toThrow('No session includes chain eip155:1')

  await expect(
    dapp.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
  ).rejects.toMatchObject({ code: 4902 })
})

test('both sides survive a relay reconnect (irn_batchSubscribe resubscribes)', async () => {
  await wallet.walletKit.core.relayer.restartTransport()
  await dapp.client.core.relayer.restartTransport()
  const signature = await dapp.request<Hex>(
    { method: 'personal_sign', params: [toHex('again'), account0] },
    caip2(31337),
  )
  expect(await verifyMessage({ address: account0, message: 'again', signature })).toBe(true)
})

test('the wallet disconnecting ends the dapp session', async () => {
  const deleted = new Promise((resolve) => dapp.once('session_delete', resolve))
  await wallet.disconnect()
  expect(await deleted).toMatchObject({ topic: session?.topic })
  expect(wallet.sessions).toEqual([])
  expect(activity.at(-1)).toEqual({ type: 'sessionDeleted', topic: session?.topic })
})

test('a rejected proposal fails connect with the CAIP-25 user-rejected error', async () => {
  wallet.rejectNext()
  await expect(connect(await createDapp(), [31337])).rejects.toMatchObject({
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
    'wc_proposeSession',
  ])
})
