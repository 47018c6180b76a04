// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://app.example"}
import { afterEach, expect, test, vi } from 'vitest'
import type { ChainAdapter } from '../../adapter/types.js'
import { getClientContext } from '../../client/clientContext.js'
import { syncAccount } from '../../flows/syncAccount.js'
import { getChainState } from '../../state/chainStateAccess.js'
import {
  cleanUpAuthClients,
  defaultAnswer,
  destroyAfterTest,
  type FrameAnswer,
  frameAddress,
  setUpAuthClient,
} from './authFrameTesting.js'
import type { EmbeddedWalletProvider } from './createEmbeddedWallet.js'
import type { AuthFrameRequest } from './frameProtocol.js'

// Issue 32 (C2): the embedded wallet's Solana account, connected beside its eip155 one.
afterEach(cleanUpAuthClients)

const solanaAddress = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const devnet = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

/** The frame, with a Solana account on devnet (`solana_getAccounts`). */
function answer(request: AuthFrameRequest): FrameAnswer {
  if (request.type === 'request' && request.method === 'solana_getAccounts') {
    return { result: [`solana:${devnet}:${solanaAddress}`] }
  }
  return defaultAnswer(request)
}

/**
 * As adapter-solana does: `ID_AUTH` is the frame's `solana_getAccounts` account; the provider's
 * `disconnect` (the session ended) is the adapter's.
 */
function embeddedSolana(set: ReturnType<typeof setUpAuthClient>) {
  const solana = set.solana as NonNullable<typeof set.solana>
  const provider = set.solanaProvider as EmbeddedWalletProvider
  const connect = vi.fn(async ({ connectorId }: { connectorId: string }) => {
    expect(connectorId).toBe('ID_AUTH')
    const [caip] = (await provider.request({ method: 'solana_getAccounts' })) as string[]
    const [, reference, address] = String(caip).split(':')
    return { address: address as string, chainId: reference as string }
  })
  solana.adapter.connect = connect as ChainAdapter['connect']
  provider.on('disconnect', () => solana.emit({ type: 'disconnect' }))
  set.provider.on('disconnect', () => set.scripted.emit({ type: 'disconnect' }))
  return { ...solana, connect }
}

async function loggedIn(
  parameters: {
    active?: 'solana'
    answer?: typeof answer
    /** Runs once the modal is open, before the email login. */
    beforeLogin?: (set: ReturnType<typeof setUpAuthClient>) => void
  } = {},
) {
  const set = setUpAuthClient({ solana: true, answer: parameters.answer ?? answer })
  destroyAfterTest(set.client.destroy)
  const solana = embeddedSolana(set)
  await set.load()
  if (parameters.active) await set.client.switchNetwork(set.client.options.networks[1] as never)
  await set.client.open()
  parameters.beforeLogin?.(set)
  await set.sendEmailCode('alice@example.org')
  await set.login()
  await vi.waitFor(() => expect(set.client.stores.modal.getState().open).toBe(false))
  return { ...set, solana }
}

const requestsOf = (set: ReturnType<typeof setUpAuthClient>, type: AuthFrameRequest['type']) =>
  set.frame.requests().filter((request) => request.type === type)

test('every adapter gets the one embedded wallet; init names the Solana networks', async () => {
  const set = setUpAuthClient({ solana: true })
  destroyAfterTest(set.client.destroy)
  expect(set.solanaProvider).toBe(set.provider)
  await set.load()
  const [init] = requestsOf(set, 'init')
  expect(init).toMatchObject({
    solanaNetworks: [
      {
        reference: devnet,
        name: 'Solana Devnet',
        rpcUrl: 'https://api.devnet.solana.com',
        nativeCurrency: { symbol: 'SOL', decimals: 9 },
      },
    ],
  })
})

test('no Solana adapter: init names no Solana network', async () => {
  const set = setUpAuthClient()
  destroyAfterTest(set.client.destroy)
  await set.load()
  expect(requestsOf(set, 'init')[0]).not.toHaveProperty('solanaNetworks')
})

test('a login connects eip155, then solana, both ID_AUTH with the login; one CONNECT_SUCCESS', async () => {
  const set = await loggedIn()
  const { stores } = set.client
  expect(set.solana.connect).toHaveBeenCalledTimes(1)
  expect(stores.connection.getState().connectorIds).toEqual({
    eip155: 'ID_AUTH',
    solana: 'ID_AUTH',
  })
  expect(getChainState(stores, 'eip155')?.accountState.address).toBe(frameAddress)
  expect(getChainState(stores, 'solana')?.accountState).toMatchObject({
    caipAddress: `solana:${devnet}:${solanaAddress}`,
    allAccounts: [{ address: solanaAddress, type: 'eoa' }],
    user: { email: 'alice@example.org' },
    connectedWalletInfo: { identifier: 'ID_AUTH', type: 'AUTH', name: 'Email' },
  })
  expect(stores.chain.getState().activeNamespace).toBe('eip155')
  expect(set.events.filter((event) => event.event === 'CONNECT_SUCCESS')).toEqual([
    expect.objectContaining({
      properties: { method: 'email', name: 'Email', namespace: 'eip155' },
    }),
  ])
})

test('solana active before the login stays active', async () => {
  const set = await loggedIn({ active: 'solana' })
  expect(set.client.stores.chain.getState().activeNamespace).toBe('solana')
  expect(set.events.filter((event) => event.event === 'CONNECT_SUCCESS')).toEqual([
    expect.objectContaining({ properties: expect.objectContaining({ namespace: 'solana' }) }),
  ])
})

test('a Solana failure is logged; eip155 stays connected and active', async () => {
  const refused = (request: AuthFrameRequest): FrameAnswer =>
    request.type === 'request' && request.method === 'solana_getAccounts'
      ? { error: { code: 4100, message: 'Unauthorized' } }
      : defaultAnswer(request)
  const set = await loggedIn({ active: 'solana', answer: refused })
  const { stores } = set.client
  expect(stores.connection.getState().connectorIds).toEqual({ eip155: 'ID_AUTH' })
  expect(getChainState(stores, 'solana')?.accountState.address).toBeUndefined()
  expect(stores.chain.getState().activeNamespace).toBe('eip155')
  expect(set.events.filter((event) => event.event === 'CONNECT_SUCCESS')).toHaveLength(1)
})

test('a Solana network is a plain switch once solana is connected through ID_AUTH', async () => {
  const set = await loggedIn()
  const { stores } = set.client
  const [, solanaDevnet] = set.client.options.networks
  await set.client.open()
  await set.client.selectNetwork(solanaDevnet as never)
  expect(stores.router.getState().history).not.toContainEqual(
    expect.objectContaining({ view: 'SwitchActiveChain' }),
  )
  expect(stores.router.getState().view).not.toBe('SwitchActiveChain')
  expect(stores.chain.getState().activeNamespace).toBe('solana')
  expect(stores.connection.getState().connectorIds.solana).toBe('ID_AUTH')
})

test('eip155 leaving alone keeps the session; the last ID_AUTH namespace leaving signs out', async () => {
  const set = await loggedIn()
  const { stores } = set.client
  set.scripted.emit({ type: 'disconnect' })
  await vi.waitFor(() =>
    expect(stores.connection.getState().connectorIds).toEqual({ solana: 'ID_AUTH' }),
  )
  expect(requestsOf(set, 'signOut')).toEqual([])
  set.solana.emit({ type: 'disconnect' })
  await vi.waitFor(() => expect(requestsOf(set, 'signOut')).toHaveLength(1))
  expect(stores.connection.getState().connectorIds).toEqual({})
})

test('sessionEnded disconnects every ID_AUTH namespace', async () => {
  const set = await loggedIn()
  const { stores } = set.client
  set.frame.emit('sessionEnded')
  await vi.waitFor(() => expect(stores.connection.getState().connectorIds).toEqual({}))
  expect(getChainState(stores, 'eip155')?.accountState.address).toBeUndefined()
  expect(getChainState(stores, 'solana')?.accountState.address).toBeUndefined()
})

const phantomAddress = 'HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH'

/** Phantom connected in solana, which is active (issue 32 review). */
function phantomInSolana(set: ReturnType<typeof setUpAuthClient>) {
  syncAccount(getClientContext(set.client), {
    namespace: 'solana',
    connector: {
      id: 'phantom',
      name: 'Phantom',
      type: 'INJECTED',
      chain: 'solana',
      installed: true,
    },
    address: phantomAddress,
    chainId: devnet,
  })
}

test('another wallet connected in solana stays: the login does not connect the Solana account', async () => {
  const set = await loggedIn({ beforeLogin: phantomInSolana })
  const { stores } = set.client
  expect(set.solana.connect).not.toHaveBeenCalled()
  expect(stores.connection.getState().connectorIds).toEqual({
    eip155: 'ID_AUTH',
    solana: 'phantom',
  })
  expect(getChainState(stores, 'solana')?.accountState.address).toBe(phantomAddress)
  // solana holds Phantom, not the embedded wallet: eip155 becomes active.
  expect(stores.chain.getState().activeNamespace).toBe('eip155')
})

test('the Connect list filtered to eip155 (SwitchActiveChain): eip155 becomes active, not the one before', async () => {
  const set = await loggedIn({
    beforeLogin: (s) => {
      phantomInSolana(s)
      s.client.stores.connectors.setState({ filterByNamespace: 'eip155' })
    },
  })
  const { stores } = set.client
  expect(stores.chain.getState().activeNamespace).toBe('eip155')
  expect(set.events.filter((event) => event.event === 'CONNECT_SUCCESS')).toEqual([
    expect.objectContaining({ properties: expect.objectContaining({ namespace: 'eip155' }) }),
  ])
})
