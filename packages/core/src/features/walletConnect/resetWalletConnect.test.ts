import { afterEach, describe, expect, it, vi } from 'vitest'
import { getClientContext } from '../../client/clientContext.js'
import { createLatchClient } from '../../client/createLatchClient.js'
import { createMemoryStorage } from '../../storage/createMemoryStorage.js'
import { createScriptedAdapter } from '../../testing/createScriptedAdapter.js'
import { anvil } from '../../testing/localNetworks.js'
import { isPicked, pickWalletConnect } from './connectionState.js'
import { resetWalletConnect, walletConnectNamespaces } from './resetWalletConnect.js'

// Issue 27: resetting the WalletConnect connection lives apart from the pick (startup code).

vi.stubGlobal('window', {})
const clients: ReturnType<typeof createLatchClient>[] = []
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
})

function setup() {
  const storage = createMemoryStorage()
  const latch = createLatchClient({
    relayUrl: 'ws://127.0.0.1:8787',
    networks: [anvil],
    adapters: [createScriptedAdapter().adapter],
    storage,
  })
  clients.push(latch)
  return { context: getClientContext(latch), storage }
}

describe('resetWalletConnect', () => {
  it('ends the pick, clears the pairing and sets disconnected when nothing else is connected', () => {
    const { context } = setup()
    pickWalletConnect(context, { id: 'w', name: 'W' })
    context.stores.connection.setState({ wcUri: 'wc:x@2', recentWallet: { id: 'w', name: 'W' } })
    resetWalletConnect(context)
    expect(isPicked(context)).toBe(false)
    const state = context.stores.connection.getState()
    expect(state.status).toBe('disconnected')
    expect(state.wcUri).toBeUndefined()
    expect(state.recentWallet).toBeUndefined()
  })

  it('keeps the status connected while another wallet connects a namespace', () => {
    const { context } = setup()
    context.stores.connection.setState({ connectorIds: { solana: 'phantom' } })
    resetWalletConnect(context)
    expect(context.stores.connection.getState().status).toBe('connected')
  })

  it('lists the namespaces connected through WalletConnect', () => {
    const { context } = setup()
    context.stores.connection.setState({
      connectorIds: { eip155: 'walletConnect', solana: 'phantom' },
    })
    expect(walletConnectNamespaces(context)).toEqual(['eip155'])
  })
})
