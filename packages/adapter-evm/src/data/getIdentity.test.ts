import type { CaipNetwork } from '@latch/core'
import { type Address, encodeFunctionResult, type Hex, parseAbi } from 'viem'
import { mainnet as viemMainnet } from 'viem/chains'
import { expect, test } from 'vitest'
import { getIdentity } from './getIdentity.js'
import { createMockRpc } from './testing/createMockRpc.js'
import { testNetwork } from './testing/mockLogs.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const mainnet: CaipNetwork = { ...testNetwork, id: 1, caipNetworkId: 'eip155:1' }
const resolver: Address = '0x231b0Ee14048e9dCcD1d247744d114a4EB5E8E63'
const universalResolverAbi = parseAbi([
  'function reverseWithGateways(bytes reverseName, uint256 coinType, string[] gateways) view returns (string, address, address)',
  'function resolveWithGateways(bytes name, bytes data, string[] gateways) view returns (bytes, address)',
])
const textAbi = parseAbi(['function text(bytes32 node, string key) view returns (string)'])

// ENS's Universal Resolver as a mock contract: the primary name and the avatar record.
function ens(name: string, avatar: string) {
  return createMockRpc({
    network: mainnet,
    contracts: {
      [viemMainnet.contracts.ensUniversalResolver.address]: {
        abi: universalResolverAbi,
        read: {
          reverseWithGateways: () => [name, resolver, resolver],
          resolveWithGateways: (): [Hex, Address] => [
            encodeFunctionResult({ abi: textAbi, functionName: 'text', result: avatar }),
            resolver,
          ],
        },
      },
    },
  })
}

test('a network without ENS answers undefined without a request', async () => {
  const { client, requests } = createMockRpc({ network: testNetwork })
  await expect(getIdentity(client, { address, caipNetwork: testNetwork })).resolves.toBeUndefined()
  expect(requests).toEqual([])
})

test('on mainnet: the primary name and an http(s) avatar record', async () => {
  const { client } = ens('latch.eth', 'https://example.com/avatar.png')
  await expect(getIdentity(client, { address, caipNetwork: mainnet })).resolves.toEqual({
    name: 'latch.eth',
    avatar: 'https://example.com/avatar.png',
  })
})

test('a javascript: or ipfs: avatar is dropped; a name with invisible characters is not shown', async () => {
  await expect(
    getIdentity(ens('latch.eth', 'javascript:alert(1)').client, { address, caipNetwork: mainnet }),
  ).resolves.toEqual({ name: 'latch.eth', avatar: undefined })
  await expect(
    getIdentity(ens('latch.eth', 'ipfs://bafy').client, { address, caipNetwork: mainnet }),
  ).resolves.toEqual({ name: 'latch.eth', avatar: undefined })
  await expect(
    getIdentity(ens('vitalik\u200b.eth', '').client, { address, caipNetwork: mainnet }),
  ).resolves.toBeUndefined()
})
