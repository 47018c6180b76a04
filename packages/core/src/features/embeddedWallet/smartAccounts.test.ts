// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://app.example/shop"}
import { afterEach, expect, test, vi } from 'vitest'
import { getClientContext } from '../../client/clientContext.js'
import { LatchError } from '../../errors/base.js'
import type { LatchOptions } from '../../options/types.js'
import { getChainState } from '../../state/chainStateAccess.js'
import {
  cleanUpAuthClients,
  defaultAnswer,
  destroyAfterTest,
  type FrameAnswer,
  flush,
  frameAddress,
  setUpAuthClient,
  setUpLoadedAuthClient,
} from './authFrameTesting.js'
import type { AuthFrameRequest } from './frameProtocol.js'

// Issue 31: the embedded wallet's smart accounts, core's side (design smart31.md "Core API").
afterEach(cleanUpAuthClients)

const owner = frameAddress
const smart = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const bundlerUrl = 'http://127.0.0.1:4337'
const smartAccounts = { 'eip155:31337': { bundlerUrl } }

/** A frame whose wallet has a 4337 account on anvil: its type follows `setAccountType`. */
function smartFrame(initial: { type?: 'eoa' | 'smartAccount'; hold?: string[] } = {}) {
  const wallet = { type: initial.type ?? 'smartAccount', deployed: false }
  const accounts = () => {
    const typed = [
      { address: smart, type: 'smartAccount' },
      { address: owner, type: 'eoa' },
    ]
    return {
      accountType: wallet.type,
      accounts: wallet.type === 'eoa' ? typed.reverse() : typed,
      smartAccountDeployed: wallet.deployed,
    }
  }
  const answer = (request: AuthFrameRequest): FrameAnswer => {
    if (initial.hold?.includes(request.type)) return undefined
    if (request.type === 'setAccountType') wallet.type = request.accountType
    if (request.type === 'getAccounts' || request.type === 'setAccountType') {
      return { result: accounts() }
    }
    if (request.type === 'request' && request.method === 'eth_sendTransaction') {
      wallet.deployed = true
      return { result: `0x${'ab'.repeat(32)}` }
    }
    return defaultAnswer(request)
  }
  return { wallet, answer, accounts }
}

async function loggedIn(
  frame = smartFrame(),
  options: { smartAccounts?: LatchOptions['smartAccounts'] } = { smartAccounts },
) {
  const set = await setUpLoadedAuthClient({ answer: frame.answer, ...options })
  const active = frame.accounts().accounts[0]?.address ?? owner
  set.scripted.script.connect = { value: { address: active, chainId: 31337 } }
  await set.sendEmailCode('alice@example.org')
  await flush()
  await set.login()
  await flush(30)
  return { ...set, wallet: frame.wallet }
}

const account = (set: { client: Parameters<typeof getClientContext>[0] }) =>
  getChainState(getClientContext(set.client).stores, 'eip155')
const requestsOf = (set: { frame: { requests(): AuthFrameRequest[] } }, type: string) =>
  set.frame.requests().filter((request) => request.type === type)
const preferenceEvents = (set: { events: { event: string }[] }) =>
  set.events.filter(({ event }) => event === 'SET_PREFERRED_ACCOUNT_TYPE')

test('init hands the frame each network’s smart-account settings and the preferred type', async () => {
  const set = await setUpLoadedAuthClient({
    smartAccounts: { 'eip155:31337': { type: '7702', bundlerUrl, paymasterUrl: bundlerUrl } },
  })
  expect(requestsOf(set, 'init')[0]).toMatchObject({
    accountType: 'smartAccount',
    networks: [
      { chainId: 31337, smartAccount: { type: '7702', bundlerUrl, paymasterUrl: bundlerUrl } },
    ],
  })
  expect(account(set)?.networkState.smartAccountEnabledNetworks).toEqual([31337])
  expect(account(set)?.accountState.preferredAccountTypes).toBe('smartAccount')
})

test('without the option: EOA-only networks, none enabled; defaultAccountTypes eoa goes to init', async () => {
  const set = await setUpLoadedAuthClient({ defaultAccountTypes: { eip155: 'eoa' } })
  const [init] = requestsOf(set, 'init')
  expect(init).toMatchObject({ accountType: 'eoa' })
  expect(init?.type === 'init' && init.networks[0]).not.toHaveProperty('smartAccount')
  expect(account(set)?.networkState.smartAccountEnabledNetworks).toEqual([])
})

test('an invalid option is logged as an InvalidOptionError; the frame loads without smart accounts', async () => {
  const set = setUpAuthClient({
    smartAccounts: { 'eip155:31337': { bundlerUrl: 'javascript:alert(1)' } },
  })
  destroyAfterTest(set.client.destroy)
  const error = vi.spyOn(getClientContext(set.client).logger, 'error')
  await set.load()
  expect(error).toHaveBeenCalledWith(
    expect.stringMatching(
      /^Invalid option `smartAccounts\.eip155:31337\.bundlerUrl`: must be an absolute http: or https: URL.*; no smart accounts are used$/,
    ),
  )
  const [init] = requestsOf(set, 'init')
  expect(init?.type === 'init' && init.networks[0]).not.toHaveProperty('smartAccount')
  expect(account(set)?.networkState.smartAccountEnabledNetworks).toEqual([])
})

test('a login lists the accounts with their types, the smart account active, not deployed', async () => {
  const set = await loggedIn()
  expect(account(set)?.accountState).toMatchObject({
    address: smart,
    status: 'connected',
    allAccounts: [
      { address: smart, type: 'smartAccount' },
      { address: owner, type: 'eoa' },
    ],
    smartAccountDeployed: false,
  })
})

test('switching to EOA: connecting meanwhile, the frame told, the account re-synced, stored, emitted', async () => {
  const frame = smartFrame({ hold: ['setAccountType'] })
  const set = await loggedIn(frame)
  const switching = set.client.setPreferredAccountType('eoa')
  await vi.waitFor(() => expect(requestsOf(set, 'setAccountType')).toHaveLength(1))
  expect(requestsOf(set, 'setAccountType')[0]).toMatchObject({ accountType: 'eoa' })
  expect(account(set)?.accountState).toMatchObject({ status: 'connecting', address: smart })
  const [waiting] = set.frame.waiting('setAccountType')
  frame.wallet.type = 'eoa'
  set.frame.respond(waiting?.id ?? '', { result: frame.accounts() })
  await switching
  expect(account(set)?.accountState).toMatchObject({
    status: 'connected',
    address: owner,
    caipAddress: `eip155:31337:${owner}`,
    allAccounts: [
      { address: owner, type: 'eoa' },
      { address: smart, type: 'smartAccount' },
    ],
    preferredAccountTypes: 'eoa',
  })
  expect(preferenceEvents(set)).toEqual([
    expect.objectContaining({ properties: { accountType: 'eoa', network: 'eip155:31337' } }),
  ])
  expect(JSON.parse(localStorage.getItem('@latch/preferred_account_types') ?? '{}')).toEqual({
    eip155: 'eoa',
  })
})

test('the stored choice survives a reload: the next frame’s init asks for it', async () => {
  const first = setUpAuthClient({ smartAccounts })
  await first.client.ready
  await first.client.setPreferredAccountType('eoa')
  // Not connected: only stored (and emitted); the frame is not even loaded.
  expect(first.frame.requests()).toEqual([])
  expect(preferenceEvents(first)).toHaveLength(1)
  first.client.destroy()
  const second = await setUpLoadedAuthClient({ smartAccounts })
  expect(requestsOf(second, 'init')[0]).toMatchObject({ accountType: 'eoa' })
  expect(account(second)?.accountState.preferredAccountTypes).toBe('eoa')
})

test('smart account on a network without one: the toast, nothing stored, asked or emitted', async () => {
  const set = await loggedIn(smartFrame({ type: 'eoa' }), {})
  expect(account(set)?.accountState.address).toBe(owner)
  await set.client.setPreferredAccountType('smartAccount')
  expect(set.client.stores.toast.getState()).toMatchObject({
    open: true,
    message: { key: 'error.smartAccountsUnsupported' },
    variant: 'error',
  })
  expect(requestsOf(set, 'setAccountType')).toEqual([])
  expect(preferenceEvents(set)).toEqual([])
  expect(localStorage.getItem('@latch/preferred_account_types')).toBeNull()
  expect(account(set)?.accountState.address).toBe(owner)
})

test('a frame that fails to switch: logged, the error toast, the account as it was', async () => {
  const frame = smartFrame()
  const answer = frame.answer
  const set = await loggedIn({
    ...frame,
    answer: (request) =>
      request.type === 'setAccountType'
        ? { error: { code: -32603, message: 'bundler down' } }
        : answer(request),
  })
  await set.client.setPreferredAccountType('eoa')
  expect(set.client.stores.toast.getState()).toMatchObject({
    message: { key: 'error.unknownError' },
    variant: 'error',
  })
  expect(account(set)?.accountState).toMatchObject({ status: 'connected', address: smart })
})

test('an account type the namespace has not is refused', async () => {
  const set = await setUpLoadedAuthClient({ smartAccounts })
  const error = await set.client
    .setPreferredAccountType('payment' as 'eoa')
    .catch((e: unknown) => e)
  expect(error).toBeInstanceOf(LatchError)
  expect(error).toMatchObject({ name: 'InvalidParameterError' })
  expect((error as Error).message).toBe(
    'Invalid parameter `accountType`: must be an account type of eip155',
  )
  expect(preferenceEvents(set)).toEqual([])
})

test('after an approved send, the accounts are read again: the smart account is deployed', async () => {
  const set = await loggedIn()
  const before = requestsOf(set, 'getAccounts').length
  await set.provider.request({ method: 'eth_sendTransaction', params: [{ to: owner }] })
  await vi.waitFor(() => expect(account(set)?.accountState.smartAccountDeployed).toBe(true))
  expect(requestsOf(set, 'getAccounts').length).toBe(before + 1)
})

test('the frame’s accountsChanged re-syncs the accounts with their types', async () => {
  const frame = smartFrame()
  const set = await loggedIn(frame)
  frame.wallet.type = 'eoa'
  set.frame.emit('accountsChanged', { accounts: [owner] })
  await vi.waitFor(() => expect(account(set)?.accountState.address).toBe(owner))
  expect(account(set)?.accountState.allAccounts).toEqual([
    { address: owner, type: 'eoa' },
    { address: smart, type: 'smartAccount' },
  ])
})
