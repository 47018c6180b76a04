import { solanaDevnet } from '@latch/core'
import { createDevSolanaWallet, devSolanaWalletAddress } from '@latch/testing'
import { describe, expect, it, vi } from 'vitest'
import { createConnectionState } from '../connection/createConnectionState.js'
import { listSolanaWallets } from '../discovery/listSolanaWallets.js'
import { activateStandardWallet } from './activateStandardWallet.js'
import { connectStandardWallet } from './connectStandardWallet.js'

async function setUp() {
  const wallet = createDevSolanaWallet()
  const [entry] = listSolanaWallets([wallet])
  const [chosen] = await connectStandardWallet(wallet)
  if (!entry || !chosen) throw new Error('The dev wallet did not connect')
  const state = createConnectionState()
  const events = vi.fn()
  state.subscribe(events)
  return { wallet, entry, chosen, state, events }
}

describe('activateStandardWallet', () => {
  it('makes the account the connection on the network', async () => {
    const { wallet, entry, chosen, state } = await setUp()
    expect(activateStandardWallet(state, entry, chosen, solanaDevnet)).toEqual({
      address: devSolanaWalletAddress,
      chainId: solanaDevnet.id,
      accounts: [{ address: devSolanaWalletAddress, type: 'eoa' }],
    })
    expect(state.active).toMatchObject({
      kind: 'wallet',
      connectorId: entry.id,
      wallet,
      address: devSolanaWalletAddress,
      caipNetwork: solanaDevnet,
    })
    expect(activateStandardWallet(state, entry, chosen, undefined).chainId).toBe('')
  })

  it('follows the wallet: another account, then none', async () => {
    const { wallet, entry, chosen, state, events } = await setUp()
    activateStandardWallet(state, entry, chosen, solanaDevnet)
    wallet.selectAccount(1)
    expect(events).toHaveBeenLastCalledWith({ type: 'accountChanged', address: wallet.address })
    expect(state.active?.address).toBe(wallet.address)
    wallet.disconnectFromWallet()
    expect(events).toHaveBeenLastCalledWith({ type: 'disconnect' })
    expect(state.active).toBeUndefined()
  })

  it('stops following the wallet once replaced or ended', async () => {
    const { wallet, entry, chosen, state, events } = await setUp()
    activateStandardWallet(state, entry, chosen, solanaDevnet)
    state.end()
    wallet.selectAccount(1)
    wallet.disconnectFromWallet()
    expect(events).not.toHaveBeenCalled()
  })
})
