import { afterEach, describe, expect, it, vi } from 'vitest'
import type { LatchEvent } from '../events/createEventBus.js'
import { toCaipNetwork } from '../networks/toCaipNetwork.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { createScriptedAdapter } from '../testing/createScriptedAdapter.js'
import { anvil, anvil2, ether as currency } from '../testing/localNetworks.js'
import { storageKeys } from './context.js'
import { createLatchClient } from './createLatchClient.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** Wallet events are handled at the next frame (16 ms without frames, as here). */
const nextFrame = () => new Promise((resolve) => setTimeout(resolve, 20))

// Flows run as in a browser: reconnect at start needs `window`.
vi.stubGlobal('window', {})
const clients: ReturnType<typeof createLatchClient>[] = []
afterEach(() => {
  vi.useRealTimers()
  for (const client of clients.splice(0)) client.destroy()
})

function setup(
  overrides: Parameters<typeof createLatchClient>[0] extends infer O ? Partial<O> : never = {},
) {
  const scripted = createScriptedAdapter()
  const storage = createMemoryStorage()
  const events: LatchEvent[] = []
  const create = () => {
    const latch = createLatchClient({
      projectId: 'test',
      networks: [anvil, anvil2],
      adapters: [scripted.adapter],
      storage,
      ...overrides,
    })
    latch.events.subscribe((e) => events.push(e))
    clients.push(latch)
    return latch
  }
  return { ...scripted, storage, events, create }
}

async function connected(s: ReturnType<typeof setup>) {
  const latch = s.create()
  await latch.ready
  await latch.open()
  await latch.connect(s.connector)
  return latch
}

describe('spec §2 Opening', () => {
  it('opens on Connect when nothing is connected, and resolves at once even if the wallet hangs', async () => {
    const s = setup()
    s.script.connect = 'hang'
    const latch = s.create()
    await latch.open()
    expect(latch.isOpen()).toBe(true)
    expect(latch.stores.router.getState().view).toBe('Connect')
    expect(s.events.map((e) => e.event)).toEqual(['MODAL_OPEN'])
  })
  it('opens on Account when an address is connected', async () => {
    const latch = await connected(setup())
    await latch.open()
    expect(latch.stores.router.getState().view).toBe('Account')
  })
  it('resets to an explicit view with its data', async () => {
    const latch = setup().create()
    await latch.open()
    latch.push('Networks')
    await latch.open({ view: 'SwitchNetwork', data: { network: anvil2 } })
    expect(latch.stores.router.getState()).toEqual({
      view: 'SwitchNetwork',
      history: ['SwitchNetwork'],
      data: { network: anvil2 },
    })
  })
})

describe('spec §2 Closing and going back', () => {
  it('closing resets to Connect', async () => {
    const latch = setup().create()
    await latch.open()
    latch.push('Networks')
    latch.close()
    expect(latch.isOpen()).toBe(false)
    expect(latch.stores.router.getState().history).toEqual(['Connect'])
  })
  it('in embedded mode closing shows Account when connected', async () => {
    const latch = await connected(setup({ enableEmbedded: true }))
    latch.close()
    expect(latch.stores.router.getState().view).toBe('Account')
  })
  it('back pops history, and closes on the last entry', async () => {
    const latch = setup().create()
    await latch.open()
    latch.push('Networks')
    latch.goBack()
    expect(latch.stores.router.getState().view).toBe('Connect')
    expect(latch.isOpen()).toBe(true)
    latch.goBack()
    expect(latch.isOpen()).toBe(false)
  })
  it('back from Connect while connected lands on Account', async () => {
    const latch = await connected(setup())
    await latch.open({ view: 'Connect' })
    latch.goBack()
    expect(latch.stores.router.getState().view).toBe('Account')
    expect(latch.isOpen()).toBe(true)
  })
})

describe('spec §4 connect', () => {
  it('goes connecting → connected, closes, records the wallet and emits CONNECT_SUCCESS', async () => {
    const s = setup()
    const latch = s.create()
    await latch.open()
    const pending = latch.connect(s.connector)
    expect(latch.stores.connection.getState().status).toBe('connecting')
    expect(latch.stores.router.getState().view).toBe('ConnectingExternal')
    expect(await pending).toBe(true)
    expect(latch.getAccount()).toMatchObject({
      address,
      caipAddress: `eip155:31337:${address}`,
      status: 'connected',
    })
    expect(latch.isOpen()).toBe(false)
    expect(s.storage.getItem(storageKeys.connectionStatus)).toBe('"connected"')
    expect(s.events.map((e) => e.event)).toContain('CONNECT_SUCCESS')
    await vi.waitFor(() => expect(latch.getAccount()?.balance).toBe('10000'))
  })
  it("shows 'Connection declined' on EIP-1193 4001 and stays disconnected", async () => {
    const s = setup()
    s.script.connect = { error: { code: 4001, message: 'User rejected the request.' } }
    const latch = s.create()
    await latch.open()
    expect(await latch.connect(s.connector)).toBe(false)
    expect(latch.stores.router.getState().data.error).toEqual({ key: 'connecting.declined' })
    expect(latch.stores.connection.getState().status).toBe('disconnected')
  })
  it('a wallet that never answers can be left with Back; the modal stays usable', async () => {
    const s = setup()
    s.script.connect = 'hang'
    const latch = s.create()
    await latch.open()
    void latch.connect(s.connector)
    latch.goBack()
    expect(latch.stores.router.getState().view).toBe('Connect')
    expect(latch.stores.connection.getState().status).toBe('disconnected')
    s.script.connect = { value: { address, chainId: 31337 } }
    expect(await latch.connect(s.connector)).toBe(true)
  })
  it('spec §5 recent wallets: at most 2, newest first, no duplicates', async () => {
    const s = setup()
    const latch = await connected(s)
    expect(latch.stores.connection.getState().recentWallets).toEqual(['dev.latch.wallet'])
    await latch.connect(s.connector)
    expect(latch.stores.connection.getState().recentWallets).toEqual(['dev.latch.wallet'])
  })
})

describe('spec §4 reconnect at start', () => {
  it('a stored connected becomes connecting, then connected after syncing', async () => {
    const s = setup()
    await connected(s)
    const reloaded = s.create()
    expect(reloaded.stores.connection.getState().status).toBe('connecting')
    await reloaded.ready
    expect(reloaded.stores.connection.getState().status).toBe('connected')
    expect(reloaded.getAccount()?.address).toBe(address)
    expect(s.calls.connect).toBe(1)
  })
  it('becomes disconnected when the wallet forgot the site', async () => {
    const s = setup()
    await connected(s)
    s.script.reconnect = { value: undefined }
    const reloaded = s.create()
    await reloaded.ready
    expect(reloaded.stores.connection.getState().status).toBe('disconnected')
    expect(s.storage.getItem(storageKeys.connectionStatus)).toBe('"disconnected"')
  })
  it('does not ask the wallet when the stored status is disconnected', async () => {
    const s = setup()
    await s.create().ready
    expect(s.calls.reconnect).toBe(0)
  })
  it.each(['{}', '5', '"abc"', '[1,{}]', 'not json'])(
    'a corrupted recent-wallets value (%s) neither loses the connection nor breaks the next connect',
    async (stored) => {
      const s = setup()
      await connected(s)
      s.storage.setItem(storageKeys.recentWallets, stored)
      const reloaded = s.create()
      await reloaded.ready
      expect(reloaded.stores.connection.getState().status).toBe('connected')
      expect(reloaded.stores.connection.getState().recentWallets).toEqual([s.connector.id])
      expect(s.storage.getItem(storageKeys.recentWallets)).toBe(JSON.stringify([s.connector.id]))
      await reloaded.disconnect()
      await reloaded.open()
      await reloaded.connect(s.connector)
      expect(reloaded.stores.connection.getState().status).toBe('connected')
      expect(reloaded.stores.connection.getState().recentWallets).toEqual([s.connector.id])
    },
  )
  it.each(['"constructor"', '"__proto__"', '"toString"', '"hasOwnProperty"', '42'])(
    'a corrupted active namespace (%s) is ignored: the modal still opens',
    async (stored) => {
      const s = setup()
      s.storage.setItem(storageKeys.activeNamespace, stored)
      const latch = s.create()
      await latch.ready
      expect(latch.stores.chain.getState().activeNamespace).toBe('eip155')
      await latch.open()
      expect(latch.stores.router.getState().view).toBe('Connect')
      expect(latch.getCaipNetwork()?.caipNetworkId).toBe(anvil.caipNetworkId)
    },
  )
  it('corrupted connector ids are ignored', async () => {
    const s = setup()
    s.storage.setItem(storageKeys.connectionStatus, '"connected"')
    s.storage.setItem(storageKeys.connectorIds, '{"constructor":"x","eip155":42}')
    const latch = s.create()
    await latch.ready
    expect(latch.stores.connection.getState().status).toBe('disconnected')
    expect(s.calls.reconnect).toBe(0)
  })
})

describe('spec §4 disconnect', () => {
  it('clears account, stored connector and status, closes, emits DISCONNECT_SUCCESS', async () => {
    const s = setup()
    const latch = await connected(s)
    await latch.disconnect()
    expect(latch.getAccount()).toMatchObject({
      address: undefined,
      status: 'disconnected',
      connectedWalletInfo: undefined,
    })
    expect(s.storage.getItem(storageKeys.connectionStatus)).toBe('"disconnected"')
    expect(s.storage.getItem(storageKeys.connectorIds)).toBe('{}')
    expect(s.events.map((e) => e.event)).toContain('DISCONNECT_SUCCESS')
    expect(latch.stores.modal.getState().loading).toBe(false)
  })
  it("clears local state even when the wallet fails, then throws 'Failed to disconnect'", async () => {
    const s = setup()
    const latch = await connected(s)
    s.script.disconnect = { error: new Error('boom') }
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(latch.disconnect()).rejects.toMatchObject({
      shortMessage: 'Failed to disconnect',
      code: 'INTERNAL_SDK_ERROR',
    })
    expect(latch.getAccount()?.address).toBeUndefined()
  })
  it('the wallet disconnecting itself clears the namespace', async () => {
    const s = setup()
    const latch = await connected(s)
    s.emit({ type: 'disconnect' })
    await nextFrame()
    expect(latch.getAccount()?.status).toBe('disconnected')
  })
})

describe('spec §4 network switch', () => {
  it('ignores the same network', async () => {
    const s = setup()
    const latch = await connected(s)
    await latch.switchNetwork(anvil)
    expect(s.calls.switchNetwork).toEqual([])
  })
  it('asks the adapter when connected in that namespace', async () => {
    const s = setup()
    const latch = await connected(s)
    await latch.switchNetwork(anvil2)
    expect(s.calls.switchNetwork).toEqual(['eip155:31338'])
    expect(latch.getCaipNetwork()?.caipNetworkId).toBe('eip155:31338')
  })
  it('sets the network locally when not connected', async () => {
    const s = setup()
    const latch = s.create()
    await latch.switchNetwork(anvil2)
    expect(s.calls.switchNetwork).toEqual([])
    expect(latch.getCaipNetwork()?.name).toBe('Anvil 2')
  })
  it("keeps SwitchNetwork open with 'Switch declined' when the wallet declines", async () => {
    const s = setup()
    const latch = await connected(s)
    await latch.open()
    s.script.switch = { error: { code: 4001 } }
    await latch.selectNetwork(anvil2)
    expect(latch.stores.router.getState()).toMatchObject({
      view: 'SwitchNetwork',
      data: { error: { key: 'switchNetwork.declined' } },
    })
    expect(latch.getCaipNetwork()?.caipNetworkId).toBe('eip155:31337')
  })
  it('returns to Account after a switch started from Account', async () => {
    const s = setup()
    const latch = await connected(s)
    await latch.open()
    latch.push('Networks')
    await latch.selectNetwork(anvil2)
    expect(latch.stores.router.getState().view).toBe('Account')
  })
})

describe('spec §2 UnsupportedChain', () => {
  it('opens when the wallet moves to an unrequested network, and closes once it is back', async () => {
    const s = setup()
    const latch = await connected(s)
    s.emit({ type: 'chainChanged', chainId: 10 })
    await nextFrame()
    expect(latch.getCaipNetwork()?.name).toBe('Unknown Network')
    expect(latch.isOpen()).toBe(true)
    expect(latch.stores.router.getState().view).toBe('UnsupportedChain')
    s.emit({ type: 'chainChanged', chainId: 31337 })
    await nextFrame()
    expect(latch.isOpen()).toBe(false)
    expect(latch.getCaipNetwork()?.name).toBe('Anvil')
  })
  it.each([{ allowUnsupportedChain: true }, { enableNetworkSwitch: false }])(
    'never opens with %j',
    async (options) => {
      const s = setup(options)
      const latch = await connected(s)
      s.emit({ type: 'chainChanged', chainId: 10 })
      await nextFrame()
      expect(latch.getCaipNetwork()?.name).toBe('Unknown Network')
      expect(latch.isOpen()).toBe(false)
    },
  )
})

describe('spec §8 messages', () => {
  it("shows the 'Signature declined' toast when the user rejects signing", async () => {
    const s = setup()
    const latch = await connected(s)
    s.script.sign = { error: { code: 4001 } }
    await expect(latch.signMessage({ message: 'hi' })).rejects.toThrow('Signature declined')
    expect(latch.stores.toast.getState()).toMatchObject({
      open: true,
      variant: 'error',
      message: { key: 'error.signatureDeclined' },
    })
  })
  it('a new toast while one is open closes it and shows after 150 ms', () => {
    vi.useFakeTimers()
    const latch = setup().create()
    const one = { key: 'toast.text', values: { text: 'one' } }
    const two = { key: 'toast.text', values: { text: 'two' } }
    latch.showToast({ message: one, variant: 'info' })
    latch.showToast({ message: two, variant: 'success' })
    expect(latch.stores.toast.getState()).toMatchObject({ open: false, message: one })
    vi.advanceTimersByTime(149)
    expect(latch.stores.toast.getState().open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(latch.stores.toast.getState()).toMatchObject({ open: true, message: two })
  })
  it("shows 'project id not configured' when WalletConnect is asked for without a relay nor projectId", () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const latch = setup({ projectId: undefined, enableWalletConnect: true }).create()
    expect(latch.stores.alert.getState()).toMatchObject({
      open: true,
      type: 'PROJECT_ID_NOT_CONFIGURED',
      message: { key: 'error.projectIdNotConfigured' },
    })
  })
  it('no alert without projectId when nothing needs one (issue 33: the local set-up)', () => {
    const latch = setup({ projectId: undefined, authUrl: 'http://127.0.0.1:8788' }).create()
    expect(latch.stores.alert.getState().open).toBe(false)
  })
})

describe('spec §5 network add/remove and public state', () => {
  const anvil3 = toCaipNetwork({
    id: 31339,
    name: 'Anvil 3',
    nativeCurrency: currency,
    rpcUrls: { default: { http: ['http://127.0.0.1:8547'] } },
  })
  it('adds and removes networks through the namespace adapter', () => {
    const latch = setup().create()
    latch.addNetwork(anvil3)
    expect(
      latch.stores.chain
        .getState()
        .chains.eip155?.networkState.requestedCaipNetworks.map((n) => n.name),
    ).toEqual(['Anvil', 'Anvil 2', 'Anvil 3'])
    latch.removeNetwork('eip155', 'eip155:31337')
    expect(latch.getCaipNetwork()?.name).toBe('Anvil 2')
  })
  it("needs the namespace's adapter: 'Adapter not found'", () => {
    const latch = setup({ adapters: [] }).create()
    const solana = {
      ...anvil3,
      caipNetworkId: 'solana:devnet' as const,
      chainNamespace: 'solana' as const,
      id: 'devnet',
    }
    expect(() => latch.addNetwork(solana)).toThrow('Adapter not found')
  })
  it('subscribeState reports open, loading, selected network and active namespace changes', async () => {
    const latch = setup().create()
    const states: unknown[] = []
    latch.subscribeState((state) => states.push(state))
    await latch.open()
    await latch.switchNetwork(anvil2)
    expect(states).toEqual([
      { open: true, loading: false, selectedNetworkId: 'eip155:31337', activeChain: 'eip155' },
      { open: true, loading: false, selectedNetworkId: 'eip155:31338', activeChain: 'eip155' },
    ])
  })
  it('opening with no adapters goes to ConnectingWalletConnectBasic on desktop (spec §2)', async () => {
    const latch = setup({ adapters: [] }).create()
    await latch.open()
    expect(latch.stores.router.getState().view).toBe('ConnectingWalletConnectBasic')
  })
})

describe('spec §8 debug mode and theme setters', () => {
  it('debug mode shows the short error message in an alert toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const s = setup({ debug: true })
    s.script.connect = { error: new Error('The extension crashed\nstack…') }
    const latch = s.create()
    await latch.open()
    await latch.connect(s.connector)
    expect(latch.stores.toast.getState()).toMatchObject({
      open: true,
      variant: 'error',
      message: {
        key: 'toast.text',
        values: { text: 'Connecting Latch Dev Wallet failed: The extension crashed' },
      },
    })
  })
  it('without debug mode no toast is shown for it (the view says what failed)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const s = setup()
    s.script.connect = { error: new Error('The extension crashed') }
    const latch = s.create()
    await latch.open()
    await latch.connect(s.connector)
    expect(latch.stores.toast.getState().open).toBe(false)
    expect(latch.stores.router.getState().data.error).toEqual({ key: 'error.unknownError' })
  })
  it('setThemeVariables and setThemeMode validate like createLatch (spec §2)', () => {
    const latch = setup().create()
    latch.setThemeVariables({ '--latch-accent': '#ff0080' })
    expect(latch.stores.theme.getState().themeVariables['--latch-accent']).toBe('#ff0080')
    expect(() => latch.setThemeVariables({ '--w3m-accent': 'red' } as never)).toThrow(
      'Invalid option `themeVariables.--w3m-accent`: is not a Latch theme variable',
    )
    expect(() => latch.setThemeMode('blue' as never)).toThrow(
      "Invalid option `themeMode`: must be 'light' or 'dark'",
    )
  })
})
