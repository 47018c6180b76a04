import {
  type AdapterEvent,
  type AdapterSetupParameters,
  isUserRejectedError,
  solana,
  solanaDevnet,
  type WalletConnectNamespaceProvider,
} from '@latch/core'
import { createLogger } from '@latch/core/internal'
import { createDevSolanaWallet, devSolanaWalletAddress, solanaLocal } from '@latch/testing'
import { ed25519 } from '@noble/curves/ed25519.js'
import { getBase58Decoder, getBase58Encoder } from '@solana/kit'
import { describe, expect, it, vi } from 'vitest'
import { createSolanaAdapter } from './createSolanaAdapter.js'
import { createTestWalletRegistry } from './testing/createTestWalletRegistry.js'

const connectorId = 'walletStandard:Latch Dev Solana Wallet'

function setUp(parameters: Partial<AdapterSetupParameters> = {}) {
  const registry = createTestWalletRegistry()
  const adapter = createSolanaAdapter({ wallets: registry, reconnectTimeout: 200 })
  adapter.setup({
    networks: [solana, solanaDevnet, solanaLocal],
    logger: createLogger('fatal'),
    storage: { getItem: () => null, setItem() {}, removeItem() {} },
    ...parameters,
  })
  const events: AdapterEvent[] = []
  adapter.subscribe((event) => events.push(event))
  return { registry, adapter, events }
}

describe('createSolanaAdapter', () => {
  it('lists registered Solana wallets and says when the list changes', () => {
    const { registry, adapter, events } = setUp()
    expect(adapter.namespace).toBe('solana')
    expect(adapter.getConnectors()).toEqual([])
    const unregister = registry.register(createDevSolanaWallet())
    expect(adapter.getConnectors()).toEqual([
      expect.objectContaining({
        id: connectorId,
        type: 'ANNOUNCED',
        chain: 'solana',
        installed: true,
      }),
    ])
    unregister()
    expect(adapter.getConnectors()).toEqual([])
    expect(events).toEqual([{ type: 'connectorsChanged' }, { type: 'connectorsChanged' }])
  })

  it('connects, reconnects silently, follows the wallet’s events and disconnects', async () => {
    const { registry, adapter, events } = setUp()
    const wallet = createDevSolanaWallet()
    registry.register(wallet)
    expect(await adapter.reconnect({ connectorId })).toBeUndefined()

    const connection = await adapter.connect({ connectorId, caipNetwork: solanaDevnet })
    expect(connection).toEqual({
      address: devSolanaWalletAddress,
      chainId: solanaDevnet.id,
      accounts: [{ address: devSolanaWalletAddress, type: 'eoa' }],
    })
    expect(adapter.getProvider()).toBe(wallet)
    expect(await adapter.reconnect({ connectorId })).toMatchObject({
      address: devSolanaWalletAddress,
      chainId: solana.id,
    })

    wallet.selectAccount(1)
    expect(events.at(-1)).toEqual({ type: 'accountChanged', address: wallet.address })
    wallet.disconnectFromWallet()
    expect(events.at(-1)).toEqual({ type: 'disconnect' })
    expect(adapter.getProvider()).toBeUndefined()

    await adapter.connect({ connectorId, caipNetwork: solana })
    await adapter.disconnect()
    expect(wallet.accounts).toEqual([])
    expect(adapter.getProvider()).toBeUndefined()
    expect(await adapter.reconnect({ connectorId })).toBeUndefined()
  })

  it('reports a rejected connect as a user rejection, and an unknown connector', async () => {
    const { registry, adapter } = setUp()
    const wallet = createDevSolanaWallet()
    registry.register(wallet)
    wallet.setNextApproval('reject')
    const error = await adapter.connect({ connectorId, caipNetwork: solana }).catch((e) => e)
    expect(isUserRejectedError(error)).toBe(true)
    await expect(
      adapter.connect({ connectorId: 'walletStandard:Nope', caipNetwork: solana }),
    ).rejects.toThrow('Connector "walletStandard:Nope" not found')
  })

  it('gives up a silent reconnect the wallet never answers', async () => {
    const { registry, adapter } = setUp()
    const wallet = createDevSolanaWallet()
    registry.register(wallet)
    await adapter.connect({ connectorId, caipNetwork: solana })
    const silent = wallet.features['standard:connect']
    vi.spyOn(silent, 'connect').mockImplementation(() => new Promise(() => {}))
    expect(await adapter.reconnect({ connectorId })).toBeUndefined()
  })

  it('does not reconnect silently when two wallets go by the stored name', async () => {
    const { registry, adapter } = setUp()
    const wallet = createDevSolanaWallet()
    await wallet.features['standard:connect'].connect()
    registry.register(createDevSolanaWallet(), wallet)
    expect(await adapter.reconnect({ connectorId })).toBeUndefined()
  })

  it('signs messages with solana:signMessage, base58', async () => {
    const { registry, adapter } = setUp()
    registry.register(createDevSolanaWallet())
    await expect(
      adapter.signMessage({ message: 'hi', address: devSolanaWalletAddress }),
    ).rejects.toThrow('No ActiveCaipAddress found')
    const { address } = await adapter.connect({ connectorId, caipNetwork: solana })
    const signature = await adapter.signMessage({ message: 'Sign in to Latch', address })
    const bytes = new Uint8Array(getBase58Encoder().encode(signature))
    const publicKey = new Uint8Array(getBase58Encoder().encode(address))
    expect(ed25519.verify(bytes, new TextEncoder().encode('Sign in to Latch'), publicKey)).toBe(
      true,
    )
  })

  it('switches only to networks whose chain the wallet lists', async () => {
    const { registry, adapter, events } = setUp()
    registry.register(createDevSolanaWallet())
    await expect(adapter.switchNetwork({ caipNetwork: solanaDevnet })).rejects.toThrow(
      'No ActiveCaipAddress found',
    )
    await adapter.connect({ connectorId, caipNetwork: solana })
    await adapter.switchNetwork({ caipNetwork: solanaDevnet })
    expect(events.at(-1)).toEqual({ type: 'chainChanged', chainId: solanaDevnet.id })

    const mainnetOnly = { ...createDevSolanaWallet({ name: 'Mainnet Only' }) }
    Object.assign(mainnetOnly, { chains: ['solana:mainnet'] })
    registry.register(mainnetOnly)
    await adapter.connect({ connectorId: 'walletStandard:Mainnet Only', caipNetwork: solana })
    await expect(adapter.switchNetwork({ caipNetwork: solanaDevnet })).rejects.toThrow(
      'Chain is not supported',
    )
  })

  it('reads and writes amounts in lamports with core’s decimal helpers', () => {
    const { adapter } = setUp()
    expect(adapter.parseUnits('1.5', 9)).toBe(1_500_000_000n)
    expect(adapter.formatUnits(1_500_000_000n, 9)).toBe('1.5')
    expect(() => adapter.parseUnits('1e3', 9)).toThrow('Invalid amount')
  })
})

describe('createSolanaAdapter through WalletConnect', () => {
  function walletConnectProvider(answers: Record<string, unknown>) {
    const disconnectListeners = new Set<() => void>()
    const provider = {
      request: vi.fn(async ({ method }: { method: string }) => {
        const answer = answers[method]
        if (answer instanceof Error) throw answer
        return answer
      }),
      getAccounts: vi.fn(async () => [
        `eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266`,
        `solana:${solanaDevnet.id}:${devSolanaWalletAddress}`,
      ]),
      onDisconnect(listener: () => void) {
        disconnectListeners.add(listener)
        return () => disconnectListeners.delete(listener)
      },
      end: () => {
        for (const listener of disconnectListeners) listener()
      },
    }
    return provider as typeof provider & WalletConnectNamespaceProvider
  }
  const signature = getBase58Decoder().decode(new Uint8Array(64).fill(7))

  it('connects with the session’s Solana account and lists no connector of its own', async () => {
    const provider = walletConnectProvider({})
    const { adapter, events } = setUp({ walletConnect: { getProvider: () => provider } })
    expect(adapter.getConnectors()).toEqual([])
    expect(await adapter.connect({ connectorId: 'walletConnect', caipNetwork: solana })).toEqual({
      address: devSolanaWalletAddress,
      chainId: solanaDevnet.id,
    })
    expect(adapter.getProvider()).toBe(provider)
    await expect(adapter.switchNetwork({ caipNetwork: solana })).rejects.toThrow(
      'Chain is not supported',
    )
    provider.end()
    expect(events.at(-1)).toEqual({ type: 'disconnect' })
    expect(await adapter.reconnect({ connectorId: 'walletConnect' })).toMatchObject({
      address: devSolanaWalletAddress,
    })
  })

  it('signs with solana_signMessage: the message base58, the signature checked', async () => {
    const provider = walletConnectProvider({ solana_signMessage: { signature } })
    const { adapter } = setUp({ walletConnect: { getProvider: () => provider } })
    await adapter.connect({ connectorId: 'walletConnect', caipNetwork: solanaDevnet })
    expect(await adapter.signMessage({ message: 'hi', address: devSolanaWalletAddress })).toBe(
      signature,
    )
    expect(provider.request).toHaveBeenCalledWith({
      method: 'solana_signMessage',
      params: { message: '8wr', pubkey: devSolanaWalletAddress },
      chainId: solanaDevnet.caipNetworkId,
    })
  })

  it.each([
    ['no signature', {}],
    ['a short signature', { signature: '5'.repeat(40) }],
    ['not base58', { signature: `0${'5'.repeat(87)}` }],
  ])('refuses %s from the wallet', async (_, answer) => {
    const provider = walletConnectProvider({ solana_signMessage: answer })
    const { adapter } = setUp({ walletConnect: { getProvider: () => provider } })
    await adapter.connect({ connectorId: 'walletConnect', caipNetwork: solanaDevnet })
    await expect(
      adapter.signMessage({ message: 'hi', address: devSolanaWalletAddress }),
    ).rejects.toThrow('The wallet sent an invalid signature')
  })

  it('passes the wallet’s rejection on (5000)', async () => {
    const rejection = Object.assign(new Error('User rejected.'), { code: 5000 })
    const provider = walletConnectProvider({ solana_signMessage: rejection })
    const { adapter } = setUp({ walletConnect: { getProvider: () => provider } })
    await adapter.connect({ connectorId: 'walletConnect', caipNetwork: solanaDevnet })
    const error = await adapter
      .signMessage({ message: 'hi', address: devSolanaWalletAddress })
      .catch((e) => e)
    expect(isUserRejectedError(error)).toBe(true)
  })
})
