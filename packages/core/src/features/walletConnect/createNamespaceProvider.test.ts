import { describe, expect, it, vi } from 'vitest'
import {
  createNamespaceProvider,
  type NamespaceProviderSession,
} from './createNamespaceProvider.js'
import type { WalletConnectSession } from './types.js'

const devnet = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const address = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const session: WalletConnectSession = {
  topic: 't',
  accounts: { solana: [`${devnet}:${address}`, `${devnet}:${address}`], eip155: [] },
  caipNetworkIds: { solana: [devnet] },
  peer: { name: 'Wallet', description: '', url: 'https://wallet.example', icons: [] },
  expiry: Date.now() + 60_000,
}

function owner(current: WalletConnectSession | undefined) {
  const deleted = new Set<() => void>()
  const fake: NamespaceProviderSession = {
    getSession: () => current,
    restore: vi.fn(async () => current),
    request: vi.fn(async () => ({ signature: 'sig' }) as never),
    on: ((name: string, listener: () => void) => {
      if (name === 'sessionDeleted') deleted.add(listener)
      return () => deleted.delete(listener)
    }) as unknown as NamespaceProviderSession['on'],
  }
  return {
    fake,
    end: () => {
      for (const listener of deleted) listener()
    },
  }
}

describe('createNamespaceProvider (one namespace of the shared WalletConnect session)', () => {
  it("lists the namespace's accounts once and sends requests for its networks", async () => {
    const { fake } = owner(session)
    const provider = createNamespaceProvider({ session: fake, namespace: 'solana' })
    expect(await provider.getAccounts()).toEqual([`${devnet}:${address}`])
    const params = { message: 'abc', pubkey: address }
    await expect(
      provider.request({ method: 'solana_signMessage', params, chainId: devnet }),
    ).resolves.toEqual({ signature: 'sig' })
    expect(fake.request).toHaveBeenCalledWith({
      method: 'solana_signMessage',
      params,
      chainId: devnet,
    })
  })

  it('refuses a network the session has not, and any request without a session', async () => {
    const provider = createNamespaceProvider({ session: owner(session).fake, namespace: 'solana' })
    await expect(
      provider.request({ method: 'solana_signMessage', chainId: 'solana:other' }),
    ).rejects.toThrow('WalletConnectConnector not found')
    const none = createNamespaceProvider({ session: owner(undefined).fake, namespace: 'solana' })
    await expect(none.request({ method: 'x', chainId: devnet })).rejects.toThrow(
      'WalletConnectConnector not found',
    )
    expect(await none.getAccounts()).toEqual([])
  })

  it('tells when the session ends', () => {
    const { fake, end } = owner(session)
    const listener = vi.fn()
    const stop = createNamespaceProvider({ session: fake, namespace: 'solana' }).onDisconnect(
      listener,
    )
    end()
    stop()
    end()
    expect(listener).toHaveBeenCalledTimes(1)
  })
})
