import { afterEach, describe, expect, it, vi } from 'vitest'
import { ChainNotSupportedError, NetworkSwitchDisabledError } from '../errors/network.js'
import { InvalidParameterError } from '../errors/parameters.js'
import type { LatchEvent } from '../events/createEventBus.js'
import type { WalletConnectSession } from '../features/walletConnect/types.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { createScriptedAdapter } from '../testing/createScriptedAdapter.js'
import { anvil, anvil2 } from '../testing/localNetworks.js'
import type { LatchOptions } from './types.js'

// Issue 16 point 1: each option of spec §3 and switch of spec §9 does what its name says.

type Pending = { resolve(session: WalletConnectSession): void; reject(error: unknown): void }
const walletConnect = vi.hoisted(() => ({
  /** How many WalletConnect sessions (each opening a relay connection on use) were created. */
  created: 0,
  /** The relay gives no pairing URI (unreachable). */
  silent: false,
  connects: [] as { onUri(uri: string, expiry: number): void; settle?: Pending }[],
}))
// A WalletConnect session owner that gives a URI and waits for the test to approve.
vi.mock('../features/walletConnect/createWalletConnectSession.js', () => ({
  createWalletConnectSession: () => {
    walletConnect.created++
    return {
      getSession: () => undefined,
      connect: (parameters: { onUri(uri: string, expiry: number): void }) =>
        new Promise<WalletConnectSession>((resolve, reject) => {
          const entry = { onUri: parameters.onUri, settle: { resolve, reject } }
          walletConnect.connects.push(entry)
          if (!walletConnect.silent)
            parameters.onUri('wc:topic@2?relay-protocol=irn&symKey=00', Date.now() + 240_000)
        }),
      authenticate: () => Promise.reject(new Error('unused')),
      restore: () => Promise.resolve(undefined),
      disconnect: () => Promise.resolve(),
      request: () => Promise.reject(new Error('unused')),
      on: () => () => {},
      getProvider: () => ({}),
      close: () => Promise.resolve(),
    }
  },
}))

const { createLatchClient } = await import('../client/createLatchClient.js')

vi.stubGlobal('window', {})
const clients: ReturnType<typeof createLatchClient>[] = []
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
  walletConnect.connects.length = 0
  walletConnect.created = 0
  walletConnect.silent = false
  vi.useRealTimers()
})

function setup(overrides: Partial<LatchOptions> = {}) {
  const scripted = createScriptedAdapter()
  const events: LatchEvent[] = []
  const latch = createLatchClient({
    projectId: 'test',
    networks: [anvil, anvil2],
    adapters: [scripted.adapter],
    storage: createMemoryStorage(),
    ...overrides,
  })
  latch.events.subscribe((event) => events.push(event))
  clients.push(latch)
  return { ...scripted, latch, events }
}

describe('features.analytics', () => {
  it('on by default: MODAL_OPEN, CONNECT_SUCCESS and MODAL_CLOSE reach subscribers', async () => {
    const { latch, connector, events } = setup()
    await latch.open()
    await latch.connect(connector)
    expect(events.map((e) => e.event)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE', 'CONNECT_SUCCESS'])
  })
  it('false: no event at all, through `events` or `subscribeEvents`', async () => {
    const { latch, connector, events } = setup({ features: { analytics: false } })
    const heard: LatchEvent[] = []
    latch.subscribeEvents((event) => heard.push(event))
    await latch.open()
    await latch.connect(connector)
    await latch.disconnect()
    expect([...events, ...heard]).toEqual([])
  })
})

describe('enableWallets: false (email and social login only)', () => {
  it('creates no WalletConnect session: no relay connection, no pairing on open', async () => {
    const { latch } = setup({ relayUrl: 'ws://127.0.0.1:8787', enableWallets: false })
    expect(walletConnect.created).toBe(0)
    expect(latch.hasWalletConnect()).toBe(false)
    expect(latch.stores.connectors.getState().connectors.map((c) => c.id)).not.toContain(
      'walletConnect',
    )
    await latch.open()
    await new Promise((resolve) => setTimeout(resolve, 80))
    expect(walletConnect.connects).toEqual([])
    expect(latch.stores.connection.getState().wcUri).toBeUndefined()
  })
  it('connectWalletConnect() does nothing and resolves false', async () => {
    const { latch } = setup({ relayUrl: 'ws://127.0.0.1:8787', enableWallets: false })
    await latch.open()
    await expect(latch.connectWalletConnect()).resolves.toBe(false)
    expect(walletConnect.connects).toEqual([])
    expect(latch.stores.connection.getState().status).toBe('disconnected')
    expect(latch.stores.router.getState().view).toBe('Connect')
  })
  it('with manualWCControl, opening shows Connect, not the WalletConnect view', async () => {
    const { latch } = setup({
      relayUrl: 'ws://127.0.0.1:8787',
      enableWallets: false,
      manualWCControl: true,
    })
    await latch.open()
    expect(latch.stores.router.getState().view).toBe('Connect')
    await latch.open({ view: 'ConnectingWalletConnectBasic' })
    expect(latch.stores.router.getState().view).toBe('Connect')
  })
})

describe('enableNetworkSwitch: false', () => {
  it('switchNetwork and selectNetwork refuse with NetworkSwitchDisabledError; nothing changes', async () => {
    const { latch, connector, calls } = setup({ enableNetworkSwitch: false })
    await latch.open()
    await latch.connect(connector)
    const error = await latch.switchNetwork(anvil2).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NetworkSwitchDisabledError)
    expect(error).toMatchObject({ shortMessage: 'Network switching is disabled' })
    await expect(latch.selectNetwork(anvil2)).rejects.toThrow('Network switching is disabled')
    expect(calls.switchNetwork).toEqual([])
    expect(latch.getCaipNetwork()?.caipNetworkId).toBe(anvil.caipNetworkId)
  })
  it('has no Networks view: open({ view }) falls back, push does nothing', async () => {
    const { latch } = setup({ enableNetworkSwitch: false })
    await latch.open({ view: 'Networks' })
    expect(latch.stores.router.getState().view).toBe('Connect')
    latch.push('Networks')
    expect(latch.stores.router.getState().view).toBe('Connect')
  })
  it('has no UnsupportedChain view (its list switches): open({ view }) falls back, push does nothing', async () => {
    const { latch, connector } = setup({ enableNetworkSwitch: false })
    await latch.connect(connector)
    await latch.open({ view: 'UnsupportedChain' })
    expect(latch.stores.router.getState().view).toBe('Account')
    latch.push('UnsupportedChain')
    expect(latch.stores.router.getState().view).toBe('Account')
  })
  it('the same network is still a no-op, not an error', async () => {
    const { latch } = setup({ enableNetworkSwitch: false })
    await expect(latch.switchNetwork(anvil)).resolves.toBeUndefined()
  })
})

describe('features.send, features.receive, remote onramp and swaps: their views', () => {
  it('false: open({ view }) falls back to Account and push does nothing', async () => {
    const { latch, connector } = setup({
      features: { send: false, receive: false },
      remoteFeatures: { onramp: false, swaps: false },
    })
    await latch.connect(connector)
    for (const view of ['Send', 'Receive', 'Buy', 'Swap'] as const) {
      await latch.open({ view })
      expect(latch.stores.router.getState().view).toBe('Account')
      latch.push(view)
      expect(latch.stores.router.getState().view).toBe('Account')
    }
  })
  it('on (the defaults, with a project id): each opens', async () => {
    const { latch, connector } = setup()
    await latch.connect(connector)
    for (const view of ['Send', 'Receive', 'Buy', 'Swap'] as const) {
      await latch.open({ view })
      expect(latch.stores.router.getState().view).toBe(view)
    }
  })
})

describe('spec §8 alerts, once per type', () => {
  it("'switch network not found' when the wallet can neither switch to nor add the network", async () => {
    const { latch, connector, script } = setup()
    await latch.open()
    await latch.connect(connector)
    script.switch = { error: new ChainNotSupportedError({ caipNetworkId: anvil2.caipNetworkId }) }
    await expect(latch.switchNetwork(anvil2)).rejects.toThrow('Chain is not supported')
    expect(latch.stores.alert.getState()).toMatchObject({
      open: true,
      type: 'SWITCH_NETWORK_NOT_FOUND',
      message: { key: 'error.switchNetworkNotFound' },
    })
    latch.stores.alert.setState({ open: false })
    await expect(latch.switchNetwork(anvil2)).rejects.toThrow('Chain is not supported')
    expect(latch.stores.alert.getState().open).toBe(false)
  })
  it('a declined switch is no alert', async () => {
    const { latch, connector, script } = setup()
    await latch.connect(connector)
    script.switch = { error: Object.assign(new Error('User rejected'), { code: 4001 }) }
    await expect(latch.switchNetwork(anvil2)).rejects.toThrow('User rejected')
    expect(latch.stores.alert.getState().type).toBeUndefined()
  })
})

describe('defaultAccountTypes (spec §3 accountState preferredAccountTypes)', () => {
  it("spec §6's defaults without the option", () => {
    const { latch } = setup()
    expect(latch.getAccount('eip155')?.preferredAccountTypes).toBe('smartAccount')
  })
  it('the option wins and survives a disconnect', async () => {
    const { latch, connector } = setup({ defaultAccountTypes: { eip155: 'eoa' } })
    expect(latch.options.defaultAccountTypes).toEqual({
      eip155: 'eoa',
      solana: 'eoa',
      bip122: 'payment',
    })
    await latch.connect(connector)
    await latch.disconnect()
    expect(latch.getAccount('eip155')?.preferredAccountTypes).toBe('eoa')
  })
  it('refuses unknown types and namespaces', () => {
    expect(() =>
      setup({
        defaultAccountTypes: {
          eip155: 'payment',
        } as unknown as LatchOptions['defaultAccountTypes'],
      }),
    ).toThrow("Invalid option `defaultAccountTypes.eip155`: must be 'eoa' or 'smartAccount'")
    expect(() =>
      setup({ defaultAccountTypes: { cosmos: 'eoa' } as LatchOptions['defaultAccountTypes'] }),
    ).toThrow('Invalid option `defaultAccountTypes.cosmos`')
  })
})

describe('features.legalCheckbox without a terms or privacy URL', () => {
  const ignored =
    '`features.legalCheckbox` is ignored: set `termsConditionsUrl` or `privacyPolicyUrl`'
  const warned = (latch: ReturnType<typeof setup>['latch']) =>
    latch.logger.getBuffer().filter((entry) => entry.message === ignored)
  it('is logged once as a warning the integrator sees at the default level', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { latch } = setup({ features: { legalCheckbox: true } })
    expect(latch.logger.level).toBe('error')
    expect(warned(latch)).toEqual([expect.objectContaining({ level: 'warn' })])
    expect(warn).toHaveBeenCalledWith(`[Latch] ${ignored}`)
    void latch.open()
    expect(warned(latch)).toHaveLength(1)
    warn.mockRestore()
  })
  it('with a terms or privacy URL, or without the checkbox, nothing is logged', () => {
    expect(
      warned(
        setup({ features: { legalCheckbox: true }, privacyPolicyUrl: 'https://example.org/p' })
          .latch,
      ),
    ).toEqual([])
    expect(warned(setup().latch)).toEqual([])
  })
})

describe('features.smartSessions and features.pay (no flow in Latch yet)', () => {
  it('are accepted, and logged once each as ignored, at the default level, when true', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { latch } = setup({ features: { smartSessions: true, pay: true } })
    expect(warn.mock.calls).toEqual([
      ['[Latch] `features.smartSessions` is ignored: Latch does not support it yet'],
      ['[Latch] `features.pay` is ignored: Latch does not support it yet'],
    ])
    setup({ features: { smartSessions: false, pay: false } })
    setup()
    expect(warn).toHaveBeenCalledTimes(2)
    expect(latch.logger.level).toBe('error')
    warn.mockRestore()
  })
})

describe('enableWalletGuide, enableAuthLogger', () => {
  it('enableWalletGuide is on by default and must be a boolean', () => {
    expect(setup().latch.options.enableWalletGuide).toBe(true)
    expect(setup({ enableWalletGuide: false }).latch.options.enableWalletGuide).toBe(false)
    expect(() => setup({ enableWalletGuide: 'no' as unknown as boolean })).toThrow(
      'Invalid option `enableWalletGuide`: must be a boolean',
    )
  })
  it('enableAuthLogger prints info lines (the frame channel); without it only errors print', () => {
    expect(setup().latch.logger.level).toBe('error')
    expect(setup({ enableAuthLogger: true }).latch.logger.level).toBe('info')
  })
})

describe('WalletConnect (spec §4): connecting, recent wallet, reset; manualWCControl', () => {
  const approve = (index = 0) =>
    walletConnect.connects[index]?.settle?.resolve({
      topic: 'topic',
      accounts: { eip155: ['eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] },
      caipNetworkIds: { eip155: ['eip155:31337'] },
      peer: { name: 'Test Wallet', description: '', url: 'https://example.org', icons: [] },
      expiry: Date.now() + 1000,
    })

  it("picking WalletConnect sets 'connecting' and the recent wallet; connecting lists it as Recent", async () => {
    const { latch } = setup({ relayUrl: 'ws://127.0.0.1:8787' })
    await latch.open()
    const connected = latch.connectWalletConnect()
    expect(latch.stores.connection.getState()).toMatchObject({
      status: 'connecting',
      recentWallet: { id: 'walletConnect', name: 'WalletConnect' },
    })
    await vi.waitFor(() => expect(walletConnect.connects.length).toBeGreaterThan(0))
    approve(walletConnect.connects.length - 1)
    expect(await connected).toBe(true)
    expect(latch.stores.connection.getState()).toMatchObject({
      status: 'connected',
      recentWallets: ['walletConnect'],
    })
    // Reset (a disconnect): no URI, no recent wallet, disconnected.
    await latch.disconnect()
    expect(latch.stores.connection.getState()).toMatchObject({
      status: 'disconnected',
      recentWallet: undefined,
      wcUri: undefined,
      wcLinking: undefined,
    })
  })
  it('the recent wallets are read at start even after a disconnect (listed as Recent)', async () => {
    const storage = createMemoryStorage()
    const first = setup({ relayUrl: 'ws://127.0.0.1:8787', storage })
    await first.latch.connect(first.connector)
    await first.latch.disconnect()
    const second = setup({ storage })
    await second.latch.ready
    expect(second.latch.stores.connection.getState().recentWallets).toEqual([first.connector.id])
  })
  it('closing the modal while connecting returns to disconnected and forgets the pick', async () => {
    const { latch } = setup({ relayUrl: 'ws://127.0.0.1:8787' })
    await latch.open()
    void latch.connectWalletConnect()
    latch.close()
    expect(latch.stores.connection.getState()).toMatchObject({
      status: 'disconnected',
      recentWallet: undefined,
    })
  })
  it('connectWalletConnect({ wallet }) refuses an invalid wallet before anything starts', async () => {
    const { latch, events } = setup({ relayUrl: 'ws://127.0.0.1:8787' })
    await latch.open()
    await expect(
      latch.connectWalletConnect({ wallet: { id: '', name: 'Rainbow' } }),
    ).rejects.toThrow(
      'Invalid parameter `wallet.id`: must be a non-empty string of at most 200 characters',
    )
    await expect(
      latch.connectWalletConnect({ wallet: { id: 'x' } as { id: string; name: string } }),
    ).rejects.toThrow(InvalidParameterError)
    expect(latch.stores.connection.getState()).toMatchObject({
      status: 'disconnected',
      recentWallet: undefined,
    })
    expect(latch.stores.router.getState().view).toBe('Connect')
    expect(events.map((e) => e.event)).toEqual(['MODAL_OPEN'])
  })
  it('Back from ConnectingWalletConnectBasic leaves connecting and forgets the pick', async () => {
    const { latch } = setup({ relayUrl: 'ws://127.0.0.1:8787' })
    await latch.open()
    void latch.connectWalletConnect({ wallet: { id: 'rainbow', name: 'Rainbow' } })
    expect(latch.stores.connection.getState()).toMatchObject({
      status: 'connecting',
      recentWallet: { id: 'rainbow' },
    })
    latch.goBack()
    expect(latch.stores.router.getState().view).toBe('Connect')
    expect(latch.stores.connection.getState()).toMatchObject({
      status: 'disconnected',
      recentWallet: undefined,
    })
    // Picking it again is 'connecting' again, on the pairing prepared meanwhile.
    void latch.connectWalletConnect()
    expect(latch.stores.connection.getState().status).toBe('connecting')
  })
  it('no pairing URI in time: the error, and the status and pick reset', async () => {
    vi.useFakeTimers()
    walletConnect.silent = true
    const { latch } = setup({ relayUrl: 'ws://127.0.0.1:8787' })
    await latch.open()
    void latch.connectWalletConnect()
    expect(latch.stores.connection.getState().status).toBe('connecting')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(latch.stores.connection.getState()).toMatchObject({
      wcError: true,
      wcErrorReason: 'relayUnreachable',
      wcUri: undefined,
      status: 'disconnected',
      recentWallet: undefined,
    })
    // The view's "Try again" starts a fresh attempt, picked again.
    walletConnect.silent = false
    void latch.connectWalletConnect()
    expect(latch.stores.connection.getState()).toMatchObject({
      status: 'connecting',
      wcError: false,
    })
    expect(latch.stores.connection.getState().wcUri).toMatch(/^wc:/)
  })
  it('manualWCControl: an expired URI is cleared (no stale QR code) and the pick reset', async () => {
    vi.useFakeTimers()
    const { latch } = setup({ relayUrl: 'ws://127.0.0.1:8787', manualWCControl: true })
    await latch.open()
    void latch.connectWalletConnect()
    await vi.waitFor(() => expect(latch.stores.connection.getState().wcUri).toMatch(/^wc:/))
    // Spec §4, §9: expired within 10 s of its 4 minutes.
    await vi.advanceTimersByTimeAsync(230_000)
    expect(latch.stores.connection.getState()).toMatchObject({
      wcUri: undefined,
      wcPairingExpiry: undefined,
      status: 'disconnected',
      recentWallet: undefined,
    })
    // Latch makes no new URI itself; the integrator does.
    expect(walletConnect.connects).toHaveLength(1)
    void latch.connectWalletConnect()
    expect(latch.stores.connection.getState().wcUri).toMatch(/^wc:/)
    expect(walletConnect.connects).toHaveLength(2)
  })
  it('manualWCControl: opening shows ConnectingWalletConnectBasic and starts no pairing', async () => {
    const { latch } = setup({ relayUrl: 'ws://127.0.0.1:8787', manualWCControl: true })
    await latch.open()
    expect(latch.stores.router.getState().view).toBe('ConnectingWalletConnectBasic')
    await new Promise((resolve) => setTimeout(resolve, 80))
    expect(walletConnect.connects).toEqual([])
    expect(latch.stores.connection.getState().wcUri).toBeUndefined()
    // The integrator drives it.
    void latch.connectWalletConnect()
    await vi.waitFor(() => expect(latch.stores.connection.getState().wcUri).toMatch(/^wc:/))
  })
})
