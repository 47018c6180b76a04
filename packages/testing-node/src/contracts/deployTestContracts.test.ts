import { ANVIL_TEST_MNEMONIC, anvilTestAccounts, testContracts } from '@latch/testing'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  erc721Abi,
  http,
  parseAbi,
  parseEther,
  parseUnits,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getFreePort } from '../node/getFreePort.ts'
import { type StartAnvilReturnType, startAnvil } from '../node/startAnvil.ts'
import { deployTestContracts } from './deployTestContracts.ts'

let anvil: StartAnvilReturnType
/** Anvil's chain with the Multicall3 address, as an app would configure it. */
const chain = { ...foundry, contracts: { multicall3: { address: testContracts.multicall3 } } }
const client = () => createPublicClient({ chain, transport: http(anvil.url) })

beforeAll(async () => {
  anvil = await startAnvil({ port: await getFreePort(), chainId: 31337 })
  await deployTestContracts({ rpcUrl: anvil.url })
}, 60_000)

afterAll(() => anvil?.stop())

const [account0, account1, account2] = anvilTestAccounts
const balanceOf = (token: Address, owner: Address) =>
  client().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

test('the holders are anvil accounts #0–#4 of the test mnemonic', () => {
  expect(anvilTestAccounts).toEqual(
    [0, 1, 2, 3, 4].map(
      (addressIndex) => mnemonicToAccount(ANVIL_TEST_MNEMONIC, { addressIndex }).address,
    ),
  )
})

describe('ERC-20s', () => {
  test('names, symbols and decimals', async () => {
    const read = (address: Address) =>
      Promise.all(
        (['name', 'symbol', 'decimals'] as const).map((functionName) =>
          client().readContract({ address, abi: erc20Abi, functionName }),
        ),
      )
    expect(await read(testContracts.latchTestToken)).toEqual(['Latch Test Token', 'LTT', 18])
    expect(await read(testContracts.latchTestUsd)).toEqual(['Latch Test USD', 'LUSD', 6])
    expect(await read(testContracts.latchExtraToken)).toEqual(['Latch Extra Token', 'LXT', 18])
  })

  test('initial balances', async () => {
    for (const account of anvilTestAccounts) {
      expect(await balanceOf(testContracts.latchTestToken, account)).toBe(parseEther('1000'))
      expect(await balanceOf(testContracts.latchTestUsd, account)).toBe(parseUnits('2500', 6))
    }
    expect(await balanceOf(testContracts.latchExtraToken, account0)).toBe(0n)
    expect(await balanceOf(testContracts.latchExtraToken, account1)).toBe(parseEther('500'))
  })

  test('LUSD transfer returns no data and still emits Transfer', async () => {
    const wallet = createWalletClient({
      account: mnemonicToAccount(ANVIL_TEST_MNEMONIC, { addressIndex: 2 }),
      chain: foundry,
      transport: http(anvil.url),
    })
    const call = await client().call({
      account: account2,
      to: testContracts.latchTestUsd,
      data: '0xa9059cbb000000000000000000000000f39fd6e51aad88f6f4ce6ab8827279cfffb922660000000000000000000000000000000000000000000000000000000000000001',
    })
    expect(call.data).toBeUndefined()
    const hash = await wallet.writeContract({
      address: testContracts.latchTestUsd,
      abi: parseAbi(['function transfer(address to, uint256 value)']),
      functionName: 'transfer',
      args: [account1, parseUnits('1.5', 6)],
    })
    const receipt = await client().waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.logs).toHaveLength(1)
    expect(await balanceOf(testContracts.latchTestUsd, account1)).toBe(parseUnits('2501.5', 6))
  })

  test('LTT transfer returns true', async () => {
    const { result } = await client().simulateContract({
      account: account0,
      address: testContracts.latchTestToken,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [account1, 1n],
    })
    expect(result).toBe(true)
  })
})

describe('NFTs', () => {
  test('LatchTestNft owners, balances and interfaces', async () => {
    const nft = { address: testContracts.latchTestNft, abi: erc721Abi } as const
    const ownerOf = (id: bigint) =>
      client().readContract({ ...nft, functionName: 'ownerOf', args: [id] })
    expect([await ownerOf(1n), await ownerOf(2n), await ownerOf(3n)]).toEqual([
      account0,
      account0,
      account1,
    ])
    expect(
      await client().readContract({ ...nft, functionName: 'balanceOf', args: [account0] }),
    ).toBe(2n)
    const supports = parseAbi(['function supportsInterface(bytes4) view returns (bool)'])
    for (const [id, expected] of [
      ['0x80ac58cd', true],
      ['0x5b5e139f', true],
      ['0x01ffc9a7', true],
      ['0xffffffff', false],
    ] as const) {
      expect(
        await client().readContract({
          address: nft.address,
          abi: supports,
          functionName: 'supportsInterface',
          args: [id],
        }),
      ).toBe(expected)
    }
  })

  test('tokenURI is base64 JSON metadata with an SVG image', async () => {
    const uri = await client().readContract({
      address: testContracts.latchTestNft,
      abi: erc721Abi,
      functionName: 'tokenURI',
      args: [2n],
    })
    const prefix = 'data:application/json;base64,'
    expect(uri.startsWith(prefix)).toBe(true)
    const metadata = JSON.parse(Buffer.from(uri.slice(prefix.length), 'base64').toString('utf8'))
    expect(metadata).toMatchObject({ name: 'Latch Test NFT #2', description: expect.any(String) })
    const imagePrefix = 'data:image/svg+xml;base64,'
    expect(metadata.image.startsWith(imagePrefix)).toBe(true)
    const svg = Buffer.from(metadata.image.slice(imagePrefix.length), 'base64').toString('utf8')
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg".*Latch Test NFT #2.*<\/svg>$/)
  })

  test('LatchTestItems: balance and uri', async () => {
    const items = parseAbi([
      'function balanceOf(address, uint256) view returns (uint256)',
      'function uri(uint256) view returns (string)',
    ])
    const read = { address: testContracts.latchTestItems, abi: items } as const
    expect(
      await client().readContract({ ...read, functionName: 'balanceOf', args: [account0, 1n] }),
    ).toBe(5n)
    const uri = await client().readContract({ ...read, functionName: 'uri', args: [1n] })
    const json = JSON.parse(Buffer.from(uri.split(',')[1] ?? '', 'base64').toString('utf8'))
    expect(json.name).toBe('Latch Test Item #1')
  })
})

test('viem multicall goes through aggregate3 at the canonical Multicall3 address', async () => {
  const getEthBalance = parseAbi(['function getEthBalance(address) view returns (uint256)'])
  const results = await client().multicall({
    contracts: [
      { address: testContracts.latchTestToken, abi: erc20Abi, functionName: 'symbol' },
      {
        address: testContracts.latchTestUsd,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account0],
      },
      {
        address: testContracts.multicall3,
        abi: getEthBalance,
        functionName: 'getEthBalance',
        args: [account0],
      },
      { address: testContracts.latchTestNft, abi: erc721Abi, functionName: 'ownerOf', args: [99n] },
    ],
  })
  expect(results.slice(0, 2)).toEqual([
    { status: 'success', result: 'LTT' },
    { status: 'success', result: expect.any(BigInt) },
  ])
  expect(results[2]).toEqual({
    status: 'success',
    result: await client().getBalance({ address: account0 }),
  })
  expect(results[3]?.status).toBe('failure')
})

test('deploying again is a no-op', async () => {
  const blockNumber = await client().getBlockNumber()
  expect(await deployTestContracts({ rpcUrl: anvil.url })).toEqual(testContracts)
  expect(await client().getBlockNumber()).toBe(blockNumber)
})

test('two deployments racing on a fresh chain both resolve with the contracts in place', async () => {
  const fresh = await startAnvil({ port: await getFreePort(), chainId: 31337 })
  try {
    const results = await Promise.all([
      deployTestContracts({ rpcUrl: fresh.url }),
      deployTestContracts({ rpcUrl: fresh.url }),
    ])
    expect(results).toEqual([testContracts, testContracts])
    const freshClient = createPublicClient({ chain, transport: http(fresh.url) })
    expect(
      await freshClient.readContract({
        address: testContracts.latchTestUsd,
        abi: erc20Abi,
        functionName: 'symbol',
      }),
    ).toBe('LUSD')
  } finally {
    await fresh.stop()
  }
}, 30_000)
