import { describe, expect, it, vi } from 'vitest'
import type { LatchContext } from '../../client/context.js'
import { createLatchClient } from '../../client/createLatchClient.js'
import type { TokenBalance } from '../../data/types.js'
import { getChainState } from '../../state/chainStateAccess.js'
import { createScriptedAdapter } from '../../testing/createScriptedAdapter.js'
import { anvil, anvil2 } from '../../testing/localNetworks.js'
import type { AccountData } from './createAccountData.js'
import { readWalletAssets, resolveBalanceSource } from './walletAssets.js'

const LTT = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const ltt = {
  address: LTT,
  balance: '0x3635c9adc5dea00000', // 1000 × 10^18
  type: 'ERC20',
  metadata: { name: 'Latch\u200b Test Token', symbol: 'LTT', decimals: 18 },
}
const native = { address: 'native', balance: '0xde0b6b3a7640000', type: 'NATIVE' } // 1 ether

describe('readWalletAssets (ERC-7811 wallet_getAssets answer, untrusted)', () => {
  it("reads the network's entries: native from the network's currency, ERC-20 from metadata", () => {
    expect(
      readWalletAssets({ '0x7a69': [native, ltt], '0x1': [{ ...ltt, balance: '0x1' }] }, anvil),
    ).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:31337',
        address: undefined,
        quantity: { decimals: '18', numeric: '1' },
      },
      {
        // Invisible characters removed.
        name: 'Latch Test Token',
        symbol: 'LTT',
        chainId: 'eip155:31337',
        address: `eip155:31337:${LTT}`,
        quantity: { decimals: '18', numeric: '1000' },
      },
    ] satisfies TokenBalance[])
  })

  it('leaves out entries that do not fit; the chain key may have leading zeros', () => {
    const answer = {
      '0x07A69': [
        { ...ltt, type: 'ERC721' },
        { ...ltt, metadata: undefined },
        { ...ltt, balance: '12' },
        { ...ltt, address: 'native' },
        { ...native, type: 'ERC20' },
        { ...ltt, metadata: { ...ltt.metadata, decimals: 300 } },
        { ...ltt, metadata: { ...ltt.metadata, symbol: 'X'.repeat(40) } },
        'junk',
      ],
    }
    expect(readWalletAssets(answer, anvil).map((balance) => balance.symbol)).toEqual([
      'X'.repeat(16),
    ])
    expect(readWalletAssets({}, anvil)).toEqual([])
  })

  it('throws on an answer that is not an object of lists', () => {
    for (const answer of [null, [], { '0x7a69': 'x' }, 'assets']) {
      expect(() => readWalletAssets(answer, anvil)).toThrow(
        'The wallet sent an invalid wallet_getAssets answer',
      )
    }
  })
})

const ether: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  quantity: { decimals: '18', numeric: '10000' },
}

async function setUp(
  capabilities: unknown,
  getAssets: (parameters: unknown) => Promise<unknown>,
  { rows = [ether], tokens }: { rows?: TokenBalance[]; tokens?: Record<string, unknown> } = {},
) {
  const scripted = createScriptedAdapter()
  const getTokenBalances = vi.fn(async (_query: unknown) => rows)
  scripted.adapter.loadDataSource = async () => ({ getTokenBalances })
  scripted.adapter.getWalletCapabilities = async () => capabilities
  const assets = vi.fn(getAssets)
  scripted.adapter.getAssets = assets
  const client = createLatchClient({
    networks: [anvil, anvil2],
    adapters: [scripted.adapter],
    ...(tokens ? { tokens } : {}),
  } as Parameters<typeof createLatchClient>[0])
  await client.ready
  await client.connect(scripted.connector)
  if (capabilities)
    await vi.waitFor(() =>
      expect(getChainState(client.stores, 'eip155')?.accountState.capabilities).toBeDefined(),
    )
  const symbols = () => client.stores.accountData.getState().tokens.balances.map((b) => b.symbol)
  return { client, getTokenBalances, assets, symbols, adapter: scripted.adapter }
}

describe('Tokens tab: wallet_getAssets first when the wallet declares asset discovery', () => {
  it('asks the wallet for the active chain and lists its assets, not the RPC scan', async () => {
    const { client, getTokenBalances, assets, symbols } = await setUp(
      { '0x7a69': { assetDiscovery: { supported: true } } },
      async () => ({ '0x7a69': [ltt, native] }),
    )
    await client.fetchTokenBalances()
    expect(assets).toHaveBeenCalledTimes(1)
    expect(assets.mock.calls[0]?.[0]).toMatchObject({
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      caipNetwork: { caipNetworkId: 'eip155:31337' },
    })
    expect(getTokenBalances).not.toHaveBeenCalled()
    expect(client.stores.accountData.getState().tokens.status).toBe('ready')
    // Native first.
    expect(symbols()).toEqual(['ETH', 'LTT'])
    client.destroy()
  })

  it("'0x0' (every chain) counts too", async () => {
    const { client, assets, symbols } = await setUp(
      { '0x0': { assetDiscovery: { supported: true } } },
      async () => ({ '0x7a69': [ltt] }),
    )
    await client.fetchTokenBalances()
    expect(assets).toHaveBeenCalledTimes(1)
    expect(symbols()).toEqual(['LTT'])
    client.destroy()
  })

  it('falls back to the RPC source when the wallet fails or answers garbage', async () => {
    for (const failing of [
      async () => {
        throw Object.assign(new Error('Method not found'), { code: -32601 })
      },
      async () => 'garbage',
    ]) {
      const { client, getTokenBalances, assets, symbols } = await setUp(
        { '0x7a69': { assetDiscovery: { supported: true } } },
        failing,
      )
      await client.fetchTokenBalances()
      expect(assets).toHaveBeenCalledTimes(1)
      expect(getTokenBalances).toHaveBeenCalledTimes(1)
      expect(client.stores.accountData.getState().tokens.status).toBe('ready')
      expect(symbols()).toEqual(['ETH'])
      client.destroy()
    }
  })

  it('without the declaration (none, false, another chain) the wallet is not asked', async () => {
    for (const capabilities of [
      undefined,
      { '0x7a69': { assetDiscovery: { supported: false } } },
      { '0x7a6a': { assetDiscovery: { supported: true } } },
    ]) {
      const { client, getTokenBalances, assets } = await setUp(capabilities, async () => ({}))
      await client.fetchTokenBalances()
      expect(assets).not.toHaveBeenCalled()
      expect(getTokenBalances).toHaveBeenCalledTimes(1)
      client.destroy()
    }
  })

  it("lists the wallet's assets plus the RPC rows of the integrator's listed tokens it lacks", async () => {
    const OTHER = '0x0000000000000000000000000000000000000bbb'
    const row = (symbol: string, address: string): TokenBalance => ({
      name: symbol,
      symbol,
      chainId: 'eip155:31337',
      address: `eip155:31337:${address}`,
      quantity: { decimals: '18', numeric: '1' },
    })
    const { client, getTokenBalances, symbols } = await setUp(
      { '0x7a69': { assetDiscovery: { supported: true } } },
      async () => ({ '0x7a69': [ltt] }),
      {
        // The RPC scan: native, both listed tokens (LTT again), a found token not listed.
        rows: [ether, row('RPC-LTT', LTT), row('OTH', OTHER), row('FOUND', `0x${'c'.repeat(40)}`)],
        tokens: { 'eip155:31337': [{ address: LTT.toLowerCase() }, { address: OTHER }] },
      },
    )
    await client.fetchTokenBalances()
    expect(getTokenBalances).toHaveBeenCalledTimes(1)
    expect(symbols()).toEqual(['LTT', 'OTH'])
    client.destroy()
  })

  it('the Blockchain API, when it serves the network, comes before the wallet', async () => {
    const { client, assets, adapter } = await setUp(
      { '0x7a69': { assetDiscovery: { supported: true } } },
      async () => ({ '0x7a69': [ltt] }),
    )
    const context = {
      adapters: new Map([['eip155', adapter]]),
      stores: client.stores,
      logger: { warn() {}, debug() {} },
    } as unknown as LatchContext
    const supports = vi.fn(async () => true)
    const api = { supports, getTokenBalances: async () => [] }
    const data = { api, rpcSources: new Map() } as unknown as AccountData
    expect(await resolveBalanceSource(context, data, anvil)).toEqual({ source: api, hosted: true })
    expect(supports).toHaveBeenCalledWith('balances', anvil)
    // Not served there: the wallet's source, asked when read.
    supports.mockResolvedValue(false)
    const chosen = await resolveBalanceSource(context, data, anvil)
    expect(chosen?.hosted).toBe(false)
    expect(chosen?.source).not.toBe(api)
    await chosen?.source.getTokenBalances?.({ address: '0x1', caipNetwork: anvil })
    expect(assets).toHaveBeenCalledTimes(1)
    client.destroy()
  })
})
