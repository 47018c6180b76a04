import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { FARCASTER_TEST_IDENTITY } from './farcasterTestIdentity.ts'

/**
 * Sends one call to a test registry on a local chain from the test identity's custody account
 * (anvil account #5, funded by anvil) and waits for it to be mined.
 *
 * @throws {Error} '<functionName> failed in <hash>' when the transaction reverts.
 */
export async function writeFarcasterRegistry(parameters: {
  rpcUrl: string
  address: Address
  abi: Abi
  functionName: string
  args: readonly unknown[]
}): Promise<void> {
  const { rpcUrl, address, abi, functionName, args } = parameters
  const transport = http(rpcUrl)
  const client = createPublicClient({ transport })
  const chain = defineChain({
    id: await client.getChainId(),
    name: 'Optimism (local)',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const account = privateKeyToAccount(FARCASTER_TEST_IDENTITY.privateKey)
  const wallet = createWalletClient({ account, chain, transport })
  const hash = await wallet.writeContract({ address, abi, functionName, args })
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error(`${functionName} failed in ${hash}`)
}
