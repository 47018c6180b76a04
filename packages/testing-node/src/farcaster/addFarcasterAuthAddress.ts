import { type Address, encodeAbiParameters } from 'viem'
import { compileTestContracts } from '../contracts/compileTestContracts.ts'
import { FARCASTER_KEY_REGISTRY } from './farcasterTestIdentity.ts'
import { writeFarcasterRegistry } from './writeFarcasterRegistry.ts'

/** Parameters of {@link addFarcasterAuthAddress}. */
export type AddFarcasterAuthAddressParameters = {
  /** The local chain's HTTP JSON-RPC endpoint, with `deployFarcasterRegistries` run on it. */
  rpcUrl: string
  /** The Farcaster id, e.g. `1000`. */
  fid: number
  /** The address allowed to sign in for `fid`. */
  address: Address
}

/**
 * Approves `address` as an auth address of `fid` in the local test KeyRegistry: key type 2, state
 * 1 (added), the key being the address's 32-byte ABI encoding, as `@farcaster/auth-client`'s
 * `isValidAuthAddress` reads it. Sent from anvil account #5.
 *
 * @param parameters - {@link AddFarcasterAuthAddressParameters}
 * @throws {Error} 'add failed in <hash>' when the transaction reverts; viem's errors otherwise.
 *
 * @example
 * import { addFarcasterAuthAddress } from '@latch/testing-node'
 *
 * await addFarcasterAuthAddress({ rpcUrl, fid: 1000, address: authAccount.address })
 */
export async function addFarcasterAuthAddress(
  parameters: AddFarcasterAuthAddressParameters,
): Promise<void> {
  const { rpcUrl, fid, address } = parameters
  await writeFarcasterRegistry({
    rpcUrl,
    address: FARCASTER_KEY_REGISTRY,
    abi: compileTestContracts().LatchKeyRegistry.abi,
    functionName: 'add',
    args: [BigInt(fid), 2, encodeAbiParameters([{ type: 'address' }], [address])],
  })
}
