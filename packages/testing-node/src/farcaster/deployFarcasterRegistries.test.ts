import { createPublicClient, encodeAbiParameters, http } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { compileTestContracts } from '../contracts/compileTestContracts.ts'
import { getFreePort } from '../node/getFreePort.ts'
import type { StartAnvilReturnType } from '../node/startAnvil.ts'
import { addFarcasterAuthAddress } from './addFarcasterAuthAddress.ts'
import { deployFarcasterRegistries } from './deployFarcasterRegistries.ts'
import {
  FARCASTER_ID_REGISTRY,
  FARCASTER_KEY_REGISTRY,
  FARCASTER_TEST_IDENTITY,
} from './farcasterTestIdentity.ts'
import { startOptimismAnvil } from './startOptimismAnvil.ts'

let anvil: StartAnvilReturnType

beforeAll(async () => {
  anvil = await startOptimismAnvil({ port: await getFreePort() })
}, 60_000)

afterAll(() => anvil?.stop())

const client = () => createPublicClient({ transport: http(anvil.url) })
const { LatchIdRegistry, LatchKeyRegistry } = compileTestContracts()
const stranger = '0x000000000000000000000000000000000000dEaD'

const idOf = (address: `0x${string}`) =>
  client().readContract({
    address: FARCASTER_ID_REGISTRY,
    abi: LatchIdRegistry.abi,
    functionName: 'idOf',
    args: [address],
  })

const keyDataOf = (fid: number, address: `0x${string}`) =>
  client().readContract({
    address: FARCASTER_KEY_REGISTRY,
    abi: LatchKeyRegistry.abi,
    functionName: 'keyDataOf',
    args: [BigInt(fid), encodeAbiParameters([{ type: 'address' }], [address])],
  })

test('runs on chain 10 with fid 1000 registered to anvil account #5', async () => {
  expect(await client().getChainId()).toBe(10)
  expect(await idOf(FARCASTER_TEST_IDENTITY.custodyAddress)).toBe(1000n)
  expect(await idOf(stranger)).toBe(0n)
  const custody = await client().readContract({
    address: FARCASTER_ID_REGISTRY,
    abi: LatchIdRegistry.abi,
    functionName: 'custodyOf',
    args: [1000n],
  })
  expect(custody).toBe(FARCASTER_TEST_IDENTITY.custodyAddress)
})

test('answers keyDataOf as (state, keyType): zeros until an auth address is added', async () => {
  expect(await keyDataOf(1000, stranger)).toEqual({ state: 0, keyType: 0 })
  await addFarcasterAuthAddress({ rpcUrl: anvil.url, fid: 1000, address: stranger })
  expect(await keyDataOf(1000, stranger)).toEqual({ state: 1, keyType: 2 })
  expect(await keyDataOf(1001, stranger)).toEqual({ state: 0, keyType: 0 })
})

test('is idempotent: a second run keeps the code and the registration', async () => {
  const code = await client().getCode({ address: FARCASTER_ID_REGISTRY })
  const blockNumber = await client().getBlockNumber()
  expect(await deployFarcasterRegistries({ rpcUrl: anvil.url })).toEqual({
    idRegistry: FARCASTER_ID_REGISTRY,
    keyRegistry: FARCASTER_KEY_REGISTRY,
  })
  expect(await client().getCode({ address: FARCASTER_ID_REGISTRY })).toBe(code)
  expect(await client().getBlockNumber()).toBe(blockNumber)
  expect(await keyDataOf(1000, stranger)).toEqual({ state: 1, keyType: 2 })
})
