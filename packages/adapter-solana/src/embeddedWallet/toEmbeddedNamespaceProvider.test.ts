import { solana, solanaDevnet } from '@latch/core'
import { createLogger } from '@latch/core/internal'
import { devSolanaWalletAddress, solanaLocal } from '@latch/testing'
import { getBase58Decoder } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { createSolanaAdapter } from '../createSolanaAdapter.js'
import { createEmbeddedProvider } from '../testing/createEmbeddedProvider.js'
import { toEmbeddedNamespaceProvider } from './toEmbeddedNamespaceProvider.js'

// Issue 32 (C2): the embedded wallet's Solana account through the adapter, as `ID_AUTH`.
const accounts = [
  `solana:${solanaDevnet.id}:${devSolanaWalletAddress}`,
  `solana:${solanaLocal.id}:${devSolanaWalletAddress}`,
]
const signature = getBase58Decoder().decode(new Uint8Array(64).fill(7))

function setUp(answers: Record<string, unknown>, withWallet = true) {
  const provider = createEmbeddedProvider({ solana_getAccounts: accounts, ...answers })
  const adapter = createSolanaAdapter({ wallets: { get: () => [], on: () => () => {} } })
  adapter.setup({
    networks: [solana, solanaDevnet, solanaLocal],
    logger: createLogger('fatal'),
    storage: { getItem: () => null, setItem() {}, removeItem() {} },
    embeddedWallet: withWallet ? { getProvider: () => provider } : undefined,
  })
  const events: unknown[] = []
  adapter.subscribe((event) => events.push(event))
  return { provider, adapter, events }
}

describe('toEmbeddedNamespaceProvider', () => {
  it('sends the method with the chain id in its params; reads solana_getAccounts', async () => {
    const fake = createEmbeddedProvider({ solana_getAccounts: accounts, solana_signMessage: 'ok' })
    const provider = toEmbeddedNamespaceProvider(fake)
    expect(await provider?.getAccounts()).toEqual(accounts)
    expect(
      await provider?.request({
        method: 'solana_signMessage',
        params: { message: '8wr', pubkey: devSolanaWalletAddress },
        chainId: solanaLocal.caipNetworkId,
      }),
    ).toBe('ok')
    expect(fake.request).toHaveBeenLastCalledWith({
      method: 'solana_signMessage',
      params: {
        message: '8wr',
        pubkey: devSolanaWalletAddress,
        chainId: solanaLocal.caipNetworkId,
      },
    })
  })

  it.each([
    ['not a list', { accounts }],
    ['a list with a number', [...accounts, 5]],
    ['null', null],
  ])('reads an answer that is %s as no account', async (_, answer) => {
    const provider = toEmbeddedNamespaceProvider(
      createEmbeddedProvider({ solana_getAccounts: answer }),
    )
    expect(await provider?.getAccounts()).toEqual([])
  })

  it('follows disconnect until unsubscribed; is undefined for a non-provider', () => {
    const fake = createEmbeddedProvider({})
    const provider = toEmbeddedNamespaceProvider(fake)
    let ended = 0
    const stop = provider?.onDisconnect(() => ended++)
    fake.end()
    stop?.()
    fake.end()
    expect(ended).toBe(1)
    expect(fake.listeners.size).toBe(0)
    expect(toEmbeddedNamespaceProvider(undefined)).toBeUndefined()
    expect(toEmbeddedNamespaceProvider({ request: () => 1 })).toBeUndefined()
  })
})

describe('createSolanaAdapter with the embedded wallet (ID_AUTH)', () => {
  it('connects its account on the network asked for, never lists it, reconnects', async () => {
    const { adapter, events, provider } = setUp({})
    expect(adapter.getConnectors()).toEqual([])
    expect(await adapter.connect({ connectorId: 'ID_AUTH', caipNetwork: solanaLocal })).toEqual({
      address: devSolanaWalletAddress,
      chainId: solanaLocal.id,
    })
    expect(provider.request).toHaveBeenCalledWith({ method: 'solana_getAccounts' })
    // It has an account on devnet too: a plain switch; none on mainnet.
    await adapter.switchNetwork({ caipNetwork: solanaDevnet })
    expect(events.at(-1)).toEqual({ type: 'chainChanged', chainId: solanaDevnet.id })
    await expect(adapter.switchNetwork({ caipNetwork: solana })).rejects.toThrow(
      'Chain is not supported',
    )
    provider.end()
    expect(events.at(-1)).toEqual({ type: 'disconnect' })
    expect(await adapter.reconnect({ connectorId: 'ID_AUTH' })).toEqual({
      address: devSolanaWalletAddress,
      chainId: solanaDevnet.id,
    })
  })

  it('signs through solana_signMessage with the pubkey and chain id', async () => {
    const { adapter, provider } = setUp({ solana_signMessage: { signature } })
    await adapter.connect({ connectorId: 'ID_AUTH', caipNetwork: solanaLocal })
    expect(await adapter.signMessage({ message: 'hi', address: devSolanaWalletAddress })).toBe(
      signature,
    )
    expect(provider.request).toHaveBeenLastCalledWith({
      method: 'solana_signMessage',
      params: {
        message: '8wr',
        pubkey: devSolanaWalletAddress,
        chainId: solanaLocal.caipNetworkId,
      },
    })
  })

  it('passes the frame’s rejection on and refuses a malformed signature', async () => {
    const rejection = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const rejecting = setUp({ solana_signMessage: rejection })
    await rejecting.adapter.connect({ connectorId: 'ID_AUTH', caipNetwork: solanaLocal })
    await expect(
      rejecting.adapter.signMessage({ message: 'hi', address: devSolanaWalletAddress }),
    ).rejects.toMatchObject({ code: 4001 })
    const lying = setUp({ solana_signMessage: { signature: '5'.repeat(40) } })
    await lying.adapter.connect({ connectorId: 'ID_AUTH', caipNetwork: solanaLocal })
    await expect(
      lying.adapter.signMessage({ message: 'hi', address: devSolanaWalletAddress }),
    ).rejects.toThrow('The wallet sent an invalid signature')
  })

  it('refuses ID_AUTH without the embedded wallet, or when it has no Solana account', async () => {
    const { adapter } = setUp({}, false)
    await expect(
      adapter.connect({ connectorId: 'ID_AUTH', caipNetwork: solanaLocal }),
    ).rejects.toThrow('Connector "ID_AUTH" not found')
    const empty = setUp({ solana_getAccounts: [] })
    await expect(
      empty.adapter.connect({ connectorId: 'ID_AUTH', caipNetwork: solanaLocal }),
    ).rejects.toThrow('The wallet returned no account')
    expect(await empty.adapter.reconnect({ connectorId: 'ID_AUTH' })).toBeUndefined()
    const unauthorized = Object.assign(new Error('Unauthorized'), { code: 4100 })
    const loggedOut = setUp({ solana_getAccounts: unauthorized })
    await expect(loggedOut.adapter.reconnect({ connectorId: 'ID_AUTH' })).rejects.toMatchObject({
      code: 4100,
    })
  })
})
