import { solana, solanaDevnet, type WalletConnectNamespaceProvider } from '@latch/core'
import { devSolanaWalletAddress } from '@latch/testing'
import { describe, expect, it, vi } from 'vitest'
import { createConnectionState } from '../connection/createConnectionState.js'
import { activateWalletConnect } from './activateWalletConnect.js'

function sessionProvider(accounts: string[]) {
  const listeners = new Set<() => void>()
  const provider = {
    request: vi.fn(),
    getAccounts: async () => accounts,
    onDisconnect(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    end: () => {
      for (const listener of listeners) listener()
    },
  }
  return provider as typeof provider & WalletConnectNamespaceProvider
}

describe('activateWalletConnect', () => {
  it('connects the session’s Solana account on the integrator’s network of its reference', async () => {
    const provider = sessionProvider([
      'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      `solana:${solanaDevnet.id}:${devSolanaWalletAddress}`,
    ])
    const state = createConnectionState()
    const events = vi.fn()
    state.subscribe(events)
    const networks = [solana, solanaDevnet]
    expect(await activateWalletConnect(state, { provider, networks, caipNetwork: solana })).toEqual(
      {
        address: devSolanaWalletAddress,
        chainId: solanaDevnet.id,
      },
    )
    expect(state.active).toMatchObject({
      kind: 'walletConnect',
      provider,
      caipNetwork: solanaDevnet,
    })
    provider.end()
    expect(events).toHaveBeenCalledWith({ type: 'disconnect' })
    expect(state.active).toBeUndefined()
  })

  it('answers undefined without a Solana account, keeping the connection there is', async () => {
    const state = createConnectionState()
    const stop = vi.fn()
    state.set({
      kind: 'walletConnect',
      provider: {} as never,
      address: 'x',
      caipNetwork: solana,
      stop,
    })
    const provider = sessionProvider(['eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'])
    expect(
      await activateWalletConnect(state, { provider, networks: [solana], caipNetwork: solana }),
    ).toBeUndefined()
    expect(stop).not.toHaveBeenCalled()
  })
})
