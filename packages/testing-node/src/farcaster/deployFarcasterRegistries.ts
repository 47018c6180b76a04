import { createTestClient, type Hex, http, publicActions } from 'viem'
import { compileTestContracts } from '../contracts/compileTestContracts.ts'
import {
  FARCASTER_ID_REGISTRY,
  FARCASTER_KEY_REGISTRY,
  FARCASTER_TEST_IDENTITY,
} from './farcasterTestIdentity.ts'
import { writeFarcasterRegistry } from './writeFarcasterRegistry.ts'

/** Parameters of {@link deployFarcasterRegistries}. */
export type DeployFarcasterRegistriesParameters = {
  /** An anvil node's HTTP JSON-RPC endpoint (it must accept `anvil_setCode`). */
  rpcUrl: string
}

/** What {@link deployFarcasterRegistries} returns. */
export type DeployFarcasterRegistriesReturnType = {
  /** Where the IdRegistry is: `0x00000000Fc6c5F01Fc30151999387Bb99A9f489b`. */
  idRegistry: Hex
  /** Where the KeyRegistry is: `0x00000000Fc1237824fb747aBDE0FF18990E59b7e`. */
  keyRegistry: Hex
}

/**
 * Places Latch's test-only Farcaster registries (`LatchIdRegistry`, `LatchKeyRegistry`, the reads
 * `@farcaster/auth-client`'s `viemConnector` makes: `idOf`, `keyDataOf`) at the real OP Mainnet
 * addresses of Farcaster's IdRegistry and KeyRegistry on a local anvil chain with `anvil_setCode`,
 * then registers the test identity: fid 1000 with anvil account #5 as custody
 * (`FARCASTER_TEST_IDENTITY`), in a transaction that account sends. Idempotent: code already in
 * place is kept, as is a registration already made.
 *
 * @param parameters - {@link DeployFarcasterRegistriesParameters}
 * @returns The two registries' addresses.
 * @throws {Error} 'register failed in <hash>' when the registration reverts; viem's
 * errors for RPC failures; 'solc: <errors>' when a source does not compile.
 *
 * @example
 * import { deployFarcasterRegistries, startAnvil } from '@latch/testing-node'
 *
 * const anvil = await startAnvil({ port: 8547, chainId: 10 })
 * await deployFarcasterRegistries({ rpcUrl: anvil.url })
 */
export async function deployFarcasterRegistries(
  parameters: DeployFarcasterRegistriesParameters,
): Promise<DeployFarcasterRegistriesReturnType> {
  const { rpcUrl } = parameters
  const { LatchIdRegistry, LatchKeyRegistry } = compileTestContracts()
  const client = createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).extend(publicActions)
  for (const [address, code] of [
    [FARCASTER_ID_REGISTRY, LatchIdRegistry.deployedBytecode],
    [FARCASTER_KEY_REGISTRY, LatchKeyRegistry.deployedBytecode],
  ] as const) {
    if ((await client.getCode({ address }))?.toLowerCase() !== code.toLowerCase()) {
      await client.setCode({ address, bytecode: code })
    }
  }

  const { fid, custodyAddress } = FARCASTER_TEST_IDENTITY
  const registered = await client.readContract({
    address: FARCASTER_ID_REGISTRY,
    abi: LatchIdRegistry.abi,
    functionName: 'idOf',
    args: [custodyAddress],
  })
  if (registered !== BigInt(fid)) {
    await writeFarcasterRegistry({
      rpcUrl,
      address: FARCASTER_ID_REGISTRY,
      abi: LatchIdRegistry.abi,
      functionName: 'register',
      args: [custodyAddress, BigInt(fid)],
    })
  }
  return { idRegistry: FARCASTER_ID_REGISTRY, keyRegistry: FARCASTER_KEY_REGISTRY }
}
