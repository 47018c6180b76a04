import type { PublicClient } from 'viem'
import { expect, test, vi } from 'vitest'
import { resolveEnsName } from './resolveEnsName.js'

const vitalik = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
const client = (getEnsAddress: PublicClient['getEnsAddress'], ens = true) =>
  ({
    chain: { contracts: ens ? { ensUniversalResolver: { address: '0x01' } } : {} },
    getEnsAddress,
  }) as unknown as PublicClient

test('resolves a normalized name through getEnsAddress', async () => {
  const getEnsAddress = vi.fn(async () => vitalik as `0x${string}`)
  expect(await resolveEnsName(client(getEnsAddress), ' Vitalik.ETH ')).toBe(vitalik)
  expect(getEnsAddress).toHaveBeenCalledWith({ name: 'vitalik.eth' })
})

test('undefined without ENS on the network, for names that do not normalize, or without address', async () => {
  const getEnsAddress = vi.fn(async () => null)
  expect(await resolveEnsName(client(getEnsAddress, false), 'vitalik.eth')).toBeUndefined()
  expect(await resolveEnsName(client(getEnsAddress), 'bad\u0000name.eth')).toBeUndefined()
  expect(await resolveEnsName(client(getEnsAddress), 'nodot')).toBeUndefined()
  expect(getEnsAddress).not.toHaveBeenCalled()
  expect(await resolveEnsName(client(getEnsAddress), 'nobody.eth')).toBeUndefined()
})
