import {
  anvilTestAccounts,
  deployTestContracts,
  getFreePort,
  type StartAnvilReturnType,
  startAnvil,
  testContracts,
} from '@latch/testing-node'
import {
  type Address,
  createTestClient,
  createWalletClient,
  erc20Abi,
  http,
  parseEther,
  publicActions,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createNetworkClients, type NetworkClient } from './createNetworkClients.js'
import { getWalletAssets, withAssetDiscovery } from './getWalletAssets.js'

// ERC-7811 wallet_getAssets as the embedded wallet answers it, against a real node with Latch's
// test contracts (account #0 holds 1,000 LTT, 2,500 LUSD, two NFTs and 5 ERC-1155 items).

const [account0] = anvilTestAccounts
const stranger: Address = '0x000000000000000000000000000000000000dEaD'
let anvil: StartAnvilReturnType
let networks: Map<number, NetworkClient>

const ask = (account: Address, mine: readonly Address[], extra: Record<string, unknown> = {}) =>
  getWalletAssets(networks, [{ account, chainFilter: ['0x7a69'], ...extra }], async () => mine)

beforeAll(async () => {
  anvil = await startAnvil({ port: await getFreePort(), chainId: 31337, reuse: false })
  await deployTestContracts({ rpcUrl: anvil.url })
  // The host's RPC URL is dead: the answer must come through the project's trusted RPC.
  networks = createNetworkClients(
    [
      {
        chainId: 31337,
        name: 'Anvil',
        rpcUrl: 'http://127.0.0.1:9',
        nativeCurrency: { symbol: 'ETH', decimals: 18 },
      },
    ],
    Promise.resolve({ 'eip155:31337': anvil.url }),
  )
}, 60_000)

afterAll(() => anvil?.stop())

describe('wallet_getAssets through the trusted RPC', () => {
  test("the native balance, then the ERC-20s from the account's Transfer logs (no NFTs)", async () => {
    const client = createTestClient({ mode: 'anvil', transport: http(anvil.url) }).extend(
      publicActions,
    )
    const balance = await client.getBalance({ address: account0 })
    const answer = await ask(account0, [account0])
    expect(Object.keys(answer)).toEqual(['0x7a69'])
    const assets = answer['0x7a69'] ?? []
    expect(assets[0]).toEqual({
      address: 'native',
      balance: `0x${balance.toString(16)}`,
      type: 'NATIVE',
      metadata: { name: 'ETH', symbol: 'ETH', decimals: 18 },
    })
    expect(assets.slice(1).sort((a, b) => a.address.localeCompare(b.address))).toEqual(
      [
        {
          address: testContracts.latchTestToken,
          balance: `0x${parseEther('1000').toString(16)}`,
          type: 'ERC20',
          metadata: { name: 'Latch Test Token', symbol: 'LTT', decimals: 18 },
        },
        {
          address: testContracts.latchTestUsd,
          balance: `0x${(2500n * 10n ** 6n).toString(16)}`,
          type: 'ERC20',
          metadata: { name: 'Latch Test USD', symbol: 'LUSD', decimals: 6 },
        },
      ].sort((a, b) => a.address.localeCompare(b.address)),
    )
  })

  test('a token the account received and sent away (zero balance) is left out', async () => {
    const client = createTestClient({ mode: 'anvil', transport: http(anvil.url) }).extend(
      publicActions,
    )
    const wallet = (account: Address) => createWalletClient({ account, transport: http(anvil.url) })
    const sent = await wallet(account0).writeContract({
      address: testContracts.latchTestToken,
      abi: erc20Abi,
      functionName: 'transfer',
      chain: null,
      args: [stranger, parseEther('5')],
    })
    await client.waitForTransactionReceipt({ hash: sent })
    await client.impersonateAccount({ address: stranger })
    await client.setBalance({ address: stranger, value: parseEther('1') })
    const back = await wallet(stranger).writeContract({
      address: testContracts.latchTestToken,
      abi: erc20Abi,
      functionName: 'transfer',
      chain: null,
      args: [account0, parseEther('5')],
    })
    await client.waitForTransactionReceipt({ hash: back })
    const assets = (await ask(stranger, [stranger]))['0x7a69'] ?? []
    expect(assets.map((asset) => asset.type)).toEqual(['NATIVE'])
    expect(BigInt(assets[0]?.balance ?? 0) > 0n).toBe(true)
  })

  test('assetTypeFilter, a chain the frame does not serve, and the capability', async () => {
    const natives = await ask(account0, [account0], { assetTypeFilter: ['NATIVE'] })
    expect(natives['0x7a69']?.map((asset) => asset.address)).toEqual(['native'])
    expect(
      await getWalletAssets(networks, [{ account: account0, chainFilter: ['0x1'] }], async () => [
        account0,
      ]),
    ).toEqual({})
    expect(withAssetDiscovery({ '0x7a69': { atomic: { status: 'unsupported' } } })).toEqual({
      '0x7a69': { atomic: { status: 'unsupported' }, assetDiscovery: { supported: true } },
    })
  })

  test('refuses another account (4100) and malformed params (-32602)', async () => {
    await expect(ask(stranger, [account0])).rejects.toMatchObject({ code: 4100 })
    for (const params of [
      undefined,
      [],
      [{ account: 'me' }],
      [{ account: account0, chainFilter: '0x7a69' }],
    ]) {
      await expect(getWalletAssets(networks, params, async () => [account0])).rejects.toMatchObject(
        {
          code: -32602,
          message: 'Invalid params: expected [{ account, chainFilter }]',
        },
      )
    }
  })
})
