import type { CaipNetwork } from '@latch/core'
import {
  anvilTestAccounts,
  deployTestContracts,
  type StartAnvilReturnType,
  testContracts,
} from '@latch/testing-node'
import {
  type Address,
  createWalletClient,
  erc20Abi,
  erc721Abi,
  http,
  parseEther,
  parseUnits,
  publicActions,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestChain } from '../testing/startTestChain.js'
import { createEvmDataSource } from './createEvmDataSource.js'

const chainId = 31337
const [account0, account1, account2] = anvilTestAccounts
const { latchTestToken, latchTestUsd, latchExtraToken, latchTestNft, latchTestItems } =
  testContracts

let anvil: StartAnvilReturnType
let network: CaipNetwork
const source = createEvmDataSource()

beforeAll(async () => {
  ;({ anvil, caipNetwork: network } = await startTestChain({
    chainId,
    deploy: deployTestContracts,
  }))
  // anvil signs for its unlocked dev accounts (eth_sendTransaction).
  const wallet = createWalletClient({ transport: http(anvil.url) }).extend(publicActions)
  const send = async (hash: Promise<`0x${string}`>) =>
    wallet.waitForTransactionReceipt({ hash: await hash })
  await send(
    wallet.writeContract({
      account: account0,
      chain: null,
      address: latchTestToken,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [account2, parseEther('100')],
    }),
  )
  // USDT-style: `transfer` returns no data; viem only sends it.
  await send(
    wallet.writeContract({
      account: account0,
      chain: null,
      address: latchTestUsd,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [account2, parseUnits('0.5', 6)],
    }),
  )
  await send(
    wallet.writeContract({
      account: account0,
      chain: null,
      address: latchTestNft,
      abi: erc721Abi,
      functionName: 'transferFrom',
      args: [account0, account2, 2n],
    }),
  )
  await send(
    wallet.sendTransaction({
      account: account0,
      chain: null,
      to: account2,
      value: parseEther('1'),
    }),
  )
}, 120_000)

afterAll(() => anvil?.stop())

const query = (address: Address) => ({ address, caipNetwork: network })

describe('the EVM RPC data source on anvil', () => {
  test('token balances: ETH first, then LTT and LUSD found in the Transfer logs (LXT not held)', async () => {
    const balances = (await source.getTokenBalances?.(query(account0))) ?? []
    expect(balances.map(({ symbol, quantity }) => [symbol, quantity.decimals])).toEqual([
      ['ETH', '18'],
      ['LTT', '18'],
      ['LUSD', '6'],
    ])
    expect(balances[0]?.address).toBeUndefined()
    expect(balances[1]).toMatchObject({
      name: 'Latch Test Token',
      address: `eip155:${chainId}:${latchTestToken}`,
      quantity: { numeric: '900' },
    })
    expect(balances[2]).toMatchObject({ name: 'Latch Test USD', quantity: { numeric: '2499.5' } })
    // The ERC-721's Transfer logs (4 topics) do not make it a token.
    expect(balances.some((balance) => balance.address?.endsWith(latchTestNft))).toBe(false)
  })

  test('the tokens option is always listed, at zero too; account #1 finds its LXT', async () => {
    const withOption = await source.getTokenBalances?.({
      ...query(account0),
      tokens: [{ address: latchExtraToken }],
    })
    expect(withOption?.find((balance) => balance.symbol === 'LXT')?.quantity.numeric).toBe('0')
    const holder = await source.getTokenBalances?.(query(account1))
    expect(holder?.find((balance) => balance.symbol === 'LXT')?.quantity.numeric).toBe('500')
  })

  test('NFTs held now: LNFT #1 (not #2, sent on) and 5 of Latch Test Items id 1, with on-chain metadata', async () => {
    const page = await source.getNfts?.(query(account0))
    expect(page?.next).toBeUndefined()
    const nfts = page?.data ?? []
    expect(nfts.map(({ standard, tokenId, amount }) => [standard, tokenId, amount]).sort()).toEqual(
      [
        ['erc1155', '1', '5'],
        ['erc721', '1', '1'],
      ],
    )
    const nft = nfts.find((entry) => entry.standard === 'erc721')
    expect(nft).toMatchObject({
      contract: `eip155:${chainId}:${latchTestNft}`,
      collection: 'Latch Test NFT',
      name: expect.stringContaining('#1'),
      imageUrl: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    })
    const items = nfts.find((entry) => entry.standard === 'erc1155')
    expect(items).toMatchObject({
      contract: `eip155:${chainId}:${latchTestItems}`,
      collection: 'Latch Test Items',
      imageUrl: expect.stringMatching(/^data:image\//),
    })
    const receiver = await source.getNfts?.(query(account2))
    expect(receiver?.data.map((entry) => entry.tokenId)).toEqual(['2'])
  })

  test('activity through Otterscan: newest first, directions and operation types, token names', async () => {
    const { data } = (await source.getTransactions?.(query(account0))) ?? { data: [] }
    const [ether, nft, usd, ltt] = data
    expect(ether).toMatchObject({
      metadata: {
        operationType: 'send',
        sentFrom: account0,
        sentTo: account2,
        status: 'confirmed',
        chain: `eip155:${chainId}`,
      },
      transfers: [
        { direction: 'out', quantity: { numeric: '1' }, fungible_info: { symbol: 'ETH' } },
      ],
    })
    expect(new Date(ether?.metadata.minedAt ?? '').getTime()).toBeGreaterThan(Date.UTC(2020, 0))
    expect(nft?.transfers).toEqual([
      {
        direction: 'out',
        quantity: { numeric: '1' },
        nft_info: { name: 'Latch Test NFT #2', flags: { is_spam: false } },
      },
    ])
    expect(usd?.transfers).toEqual([
      {
        direction: 'out',
        quantity: { numeric: '0.5' },
        fungible_info: { name: 'Latch Test USD', symbol: 'LUSD' },
      },
    ])
    expect(ltt?.metadata.operationType).toBe('send')
    const received = await source.getTransactions?.(query(account2))
    expect(received?.data[0]).toMatchObject({
      metadata: { operationType: 'receive' },
      transfers: [{ direction: 'in', quantity: { numeric: '1' } }],
    })
  })

  test('activity pages by block: `next` continues before the last page, absent at the end', async () => {
    const wallet = createWalletClient({ transport: http(anvil.url) }).extend(publicActions)
    // One block each, so the page ends on a block of one: a full page's `next` is then
    // "{block}:1" (anvil cuts pages inside a block; getTransactions.test covers the cut itself).
    for (let index = 0; index < 12; index++) {
      const hash = await wallet.sendTransaction({
        account: account1,
        to: account1,
        value: 1n,
        chain: null,
      })
      await wallet.waitForTransactionReceipt({ hash })
    }
    const first = await source.getTransactions?.(query(account1))
    expect(first?.data).toHaveLength(10)
    expect(first?.data[0]?.transfers[0]?.direction).toBe('self')
    expect(first?.next).toMatch(/^[0-9]+:1$/)
    const hashes = new Set(first?.data.map((transaction) => transaction.id))
    let cursor = first?.next
    while (cursor) {
      const page = await source.getTransactions?.({ ...query(account1), cursor })
      for (const transaction of page?.data ?? []) {
        expect(hashes.has(transaction.id)).toBe(false)
        hashes.add(transaction.id)
      }
      cursor = page?.next
    }
    expect(hashes.size).toBeGreaterThanOrEqual(12)
  })

  test('identity: no ENS on the local chain, so undefined without asking the node', async () => {
    await expect(source.getIdentity?.(query(account0))).resolves.toBeUndefined()
  })
})
