import { EventEmitter } from 'node:events'
import type { SessionTypes } from '@walletconnect/types'
import type { UniversalProviderOpts } from '@walletconnect/universal-provider'
import { describe, expect, it, vi } from 'vitest'
import { createLogger } from '../logger/createLogger.js'
import { createWalletConnectSession } from './createWalletConnectSession.js'
import type { UniversalProvider } from './types.js'

const account = 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const approved = {
  topic: 'session-topic',
  namespaces: {
    eip155: { chains: ['eip155:31337'], accounts: [account], methods: [], events: [] },
  },
  expiry: 1_700_000_000,
  peer: { publicKey: '00', metadata: { name: 'Wallet', description: '', url: '', icons: [] } },
} as unknown as SessionTypes.Struct
const namespaces = {
  eip155: {
    chains: ['eip155:31337'] as const,
    methods: ['personal_sign'],
    events: [],
    rpcMap: { 'eip155:31337': 'http://127.0.0.1:1' },
  },
}

/** A stand-in for the universal provider: what the session owner calls, nothing more. */
function createFakeSdk() {
  const events = new EventEmitter()
  const sdkRegister = async () => 'attestation'
  const provider = {
    session: undefined as SessionTypes.Struct | undefined,
    client: {
      core: { verify: { register: sdkRegister, resolve: async () => ({}) } },
      on() {},
      off() {},
    },
    on: (name: string, listener: (...args: unknown[]) => void) => events.on(name, listener),
    off: (name: string, listener: (...args: unknown[]) => void) => events.off(name, listener),
    connect: vi.fn(async () => {
      events.emit('display_uri', 'wc:pairing@2?symKey=00')
      provider.session = approved
      return approved
    }),
    disconnect: vi.fn(async () => {
      provider.session = undefined
    }),
    request: vi.fn(async () => '0xsigned'),
  }
  const init = vi.fn(async (_options: UniversalProviderOpts) => {
    await new Promise((resolve) => setTimeout(resolve, 1))
    return provider as unknown as UniversalProvider
  })
  const loadProvider = vi.fn(async () => ({ UniversalProvider: { init } }))
  return { provider, init, loadProvider, sdkRegister }
}

describe('createWalletConnectSession', () => {
  it("spec §5: without projectId nor a self-hosted relay, 'project id not configured'", () => {
    expect(() => createWalletConnectSession()).toThrow('project id not configured')
  })

  it('loads the SDK on first use only, once, and initialises it for a self-hosted relay', async () => {
    const sdk = createFakeSdk()
    const logger = createLogger('warn')
    const owner = createWalletConnectSession({
      relayUrl: 'ws://127.0.0.1:1',
      loadProvider: sdk.loadProvider,
      logger,
    })
    expect(sdk.loadProvider).not.toHaveBeenCalled()
    const [first, second] = await Promise.all([owner.getProvider(), owner.getProvider()])
    expect(first).toBe(second)
    expect(sdk.loadProvider).toHaveBeenCalledOnce()
    expect(sdk.init).toHaveBeenCalledWith(
      expect.objectContaining({
        projectId: 'latch-local',
        relayUrl: 'ws://127.0.0.1:1',
        customStoragePrefix: 'latch',
        telemetryEnabled: false,
        logger: 'fatal', // the SDK stays quiet unless Latch logs at debug
      }),
    )
    // Hosted services off: Verify answers "no attestation" without being asked.
    expect(await sdk.provider.client.core.verify.register()).toBeUndefined()
  })

  it('with hosted services allowed, keeps telemetry and Verify, and the SDK relay with a project id', async () => {
    const sdk = createFakeSdk()
    const owner = createWalletConnectSession({
      projectId: 'a1b2',
      allowHostedServices: true,
      loadProvider: sdk.loadProvider,
    })
    await owner.getProvider()
    const options = sdk.init.mock.calls[0]?.[0]
    expect(options).toMatchObject({
      projectId: 'a1b2',
      telemetryEnabled: true,
      relayUrl: undefined,
    })
    expect(sdk.provider.client.core.verify.register).toBe(sdk.sdkRegister)
  })

  it('a failed load is retried by the next call', async () => {
    const sdk = createFakeSdk()
    sdk.loadProvider.mockRejectedValueOnce(new Error('chunk failed to load'))
    const owner = createWalletConnectSession({ projectId: 'a1b2', loadProvider: sdk.loadProvider })
    await expect(owner.getProvider()).rejects.toThrow('chunk failed to load')
    await expect(owner.getProvider()).resolves.toBe(sdk.provider)
  })

  it("spec §8: a request without a session fails with 'WalletConnectConnector not found', without loading the SDK", async () => {
    const sdk = createFakeSdk()
    const owner = createWalletConnectSession({ projectId: 'a1b2', loadProvider: sdk.loadProvider })
    const request = { method: 'personal_sign', params: [], chainId: 'eip155:31337' } as const
    await expect(owner.request(request)).rejects.toMatchObject({
      name: 'WalletConnectConnectorNotFoundError',
      shortMessage: 'WalletConnectConnector not found',
    })
    await owner.disconnect()
    expect(owner.getSession()).toBeUndefined()
    expect(sdk.loadProvider).not.toHaveBeenCalled()
  })

  it('connect gives onUri the URI and its 4-minute expiry, ends an earlier session, survives a throwing onUri', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'))
    const sdk = createFakeSdk()
    const logger = createLogger('error')
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const owner = createWalletConnectSession({
      projectId: 'a1b2',
      loadProvider: sdk.loadProvider,
      logger,
    })
    const onUri = vi.fn()
    const session = await owner.connect({ namespaces, onUri })
    expect(onUri).toHaveBeenCalledWith('wc:pairing@2?symKey=00', Date.now() + 240_000)
    expect(session.accounts).toEqual({ eip155: [account] })
    expect(sdk.provider.connect).toHaveBeenCalledWith({
      optionalNamespaces: {
        eip155: { ...namespaces.eip155, rpcMap: { '31337': 'http://127.0.0.1:1' } },
      },
      pairingTopic: undefined,
    })

    const throwing = () => {
      throw new Error('view gone')
    }
    await expect(owner.connect({ namespaces, onUri: throwing })).resolves.toEqual(session)
    expect(sdk.provider.disconnect).toHaveBeenCalledOnce()
    expect(logger.getBuffer().at(-1)?.message).toBe('onUri failed view gone')
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('connect refuses a chain without an RPC URL before loading the SDK (hosted services off)', async () => {
    const sdk = createFakeSdk()
    const owner = createWalletConnectSession({ projectId: 'a1b2', loadProvider: sdk.loadProvider })
    const eip155 = { ...namespaces.eip155, rpcMap: {} }
    await expect(owner.connect({ namespaces: { eip155 } })).rejects.toThrow(
      'No RPC URL for a WalletConnect network',
    )
    expect(sdk.loadProvider).not.toHaveBeenCalled()
  })
})
