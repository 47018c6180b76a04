import { createPublicClient, http, parseAbi } from 'viem'
import { entryPoint08Address } from 'viem/account-abstraction'
import { expect, test } from 'vitest'
import { getFreePort } from '../node/getFreePort.ts'
import { startAnvil } from '../node/startAnvil.ts'
import { deploySmartAccountContracts } from './deploySmartAccountContracts.ts'

test('two calls racing on the demo chain 31338 both end with working contracts', async () => {
  const anvil = await startAnvil({ port: await getFreePort(), chainId: 31338 })
  try {
    const [first, second] = await Promise.all([
      deploySmartAccountContracts({ rpcUrl: anvil.url }),
      deploySmartAccountContracts({ rpcUrl: anvil.url }),
    ])
    expect(first).toEqual(second)
    const client = createPublicClient({ transport: http(anvil.url) })
    const [, name, version, chainId, verifyingContract] = await client.readContract({
      address: entryPoint08Address,
      abi: parseAbi([
        'function eip712Domain() view returns (bytes1, string, string, uint256, address, bytes32, uint256[])',
      ]),
      functionName: 'eip712Domain',
    })
    expect([name, version, chainId, verifyingContract]).toEqual([
      'ERC4337',
      '1',
      31338n,
      entryPoint08Address,
    ])
    const senderCreator = await client.readContract({
      address: entryPoint08Address,
      abi: parseAbi(['function senderCreator() view returns (address)']),
      functionName: 'senderCreator',
    })
    const creatorEntryPoint = await client.readContract({
      address: senderCreator,
      abi: parseAbi(['function entryPoint() view returns (address)']),
      functionName: 'entryPoint',
    })
    expect(creatorEntryPoint).toBe(entryPoint08Address)
  } finally {
    await anvil.stop()
  }
}, 60_000)
