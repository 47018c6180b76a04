import { createEvmAdapter } from '@latch/adapter-evm'
import type { AccountState, CaipNetwork, LatchClient } from '@latch/core'
import { asInternalClient } from '@latch/core/internal'
import { createLatch as createReactLatch } from '@latch/react'
import { afterEach, expect, it } from 'vitest'
import { anvil, anvil2 } from './testing/localNetworks.js'
import { withSubscriptions } from './withSubscriptions.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const clients: LatchClient[] = []
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
})

function makeClient() {
  const client = createReactLatch({ networks: [anvil, anvil2], adapters: [createEvmAdapter()] })
  clients.push(client)
  return withSubscriptions(client)
}

/** Patches eip155's account state as core's connect flow does. */
function patchAccount(client: LatchClient, patch: Partial<AccountState>) {
  asInternalClient(client).stores.chain.setState((state) => {
    const eip155 = state.chains.eip155
    if (!eip155) throw new Error('no eip155 chain')
    const accountState = { ...eip155.accountState, ...patch }
    return { chains: { ...state.chains, eip155: { ...eip155, accountState } } }
  })
}

it('subscribeAccount reports each change of the account state, then stops on unsubscribe', () => {
  const latch = makeClient()
  const accounts: (AccountState | undefined)[] = []
  const unsubscribe = latch.subscribeAccount((account) => accounts.push(account))
  expect(accounts).toEqual([])

  patchAccount(latch, { address, caipAddress: `eip155:31337:${address}`, status: 'connected' })
  expect(accounts).toHaveLength(1)
  expect(accounts[0]).toMatchObject({ address, status: 'connected' })
  expect(accounts[0]).toBe(latch.getAccount())

  patchAccount(latch, { balance: '10000', balanceSymbol: 'ETH' })
  expect(accounts.map((account) => account?.balance)).toEqual([undefined, '10000'])

  unsubscribe()
  patchAccount(latch, { address: undefined, caipAddress: undefined, status: 'disconnected' })
  expect(accounts).toHaveLength(2)
})

it('subscribeAccount with a namespace follows that namespace', () => {
  const latch = makeClient()
  const accounts: (AccountState | undefined)[] = []
  latch.subscribeAccount((account) => accounts.push(account), 'eip155')
  patchAccount(latch, { address, status: 'connected' })
  expect(accounts.map((account) => account?.address)).toEqual([address])
})

it('subscribeNetwork reports the active network when it changes, and the account is not told', async () => {
  const latch = makeClient()
  const networks: (CaipNetwork | undefined)[] = []
  const accounts: (AccountState | undefined)[] = []
  latch.subscribeAccount((account) => accounts.push(account))
  const unsubscribe = latch.subscribeNetwork((network) => networks.push(network))

  // No wallet: the network is only set locally.
  await latch.switchNetwork(anvil2)
  expect(networks.map((network) => network?.caipNetworkId)).toEqual(['eip155:31338'])
  expect(latch.getCaipNetwork()?.caipNetworkId).toBe('eip155:31338')
  // The same network again changes nothing.
  await latch.switchNetwork(anvil2)
  expect(networks).toHaveLength(1)
  expect(accounts).toEqual([])

  unsubscribe()
  await latch.switchNetwork(anvil)
  expect(networks).toHaveLength(1)
  // An account change is not a network change.
  const again: (CaipNetwork | undefined)[] = []
  latch.subscribeNetwork((network) => again.push(network))
  patchAccount(latch, { address, status: 'connected' })
  expect(accounts).toHaveLength(1)
  expect(again).toEqual([])
})

it('keeps every method of the client it wraps', () => {
  const latch = makeClient()
  expect(latch.getState().selectedNetworkId).toBe('eip155:31337')
  expect(asInternalClient(latch).stores).toBeDefined()
})
