import { type Address, isAddress, isHex } from 'viem'
import { entryPoint08Address } from 'viem/account-abstraction'
import { z } from 'zod'
import { createServerStop, listenOrReuse } from '../node/listenOrReuse.ts'
import { smartAccountContracts } from './deploySmartAccountContracts.ts'
import { createJsonRpcServer, probeJsonRpc } from './jsonRpcHttp.ts'
import { BundlerRpcError } from './userOperationRpc.ts'

/** Parameters of {@link startPaymaster}. */
export type StartPaymasterParameters = {
  /** TCP port. Defaults to `4338`. */
  port?: number
  /** Interface to listen on. Defaults to `'127.0.0.1'`. */
  host?: string
  /** The chains it sponsors on (EIP-155 ids); each needs `deploySmartAccountContracts`. */
  chainIds: readonly number[]
  /** Reuse a paymaster service already answering on the port. Defaults to `true`. */
  reuse?: boolean
}

/** What {@link startPaymaster} returns. */
export type StartPaymasterReturnType = {
  /** The service's JSON-RPC endpoint, e.g. `'http://127.0.0.1:4338'`. */
  url: string
  /** Whether an instance already listening was reused (then `stop` does nothing). */
  reused: boolean
  /** Stops the server. */
  stop(): Promise<void>
}

/** Gas the test paymaster's `validatePaymasterUserOp` gets (it uses under 10,000). */
export const TEST_PAYMASTER_VERIFICATION_GAS = 50_000n

const paramsSchema = z
  .tuple([
    z.object({ sender: z.string().refine((value) => isAddress(value, { strict: false })) }).loose(),
    z.string().refine((value) => value.toLowerCase() === entryPoint08Address.toLowerCase(), {
      message: `unsupported EntryPoint: only ${entryPoint08Address}`,
    }),
    z
      .string()
      .refine((value) => isHex(value))
      .transform((value) => Number(BigInt(value))),
  ])
  .rest(z.unknown())

/**
 * Starts an ERC-7677 paymaster web service for `LatchTestPaymaster` (which sponsors every user
 * operation of EntryPoint v0.8 from its 10 ETH deposit): `pm_getPaymasterStubData` answers
 * `{ paymaster, paymasterData: '0x', paymasterVerificationGasLimit, paymasterPostOpGasLimit,
 * isFinal: true }` and `pm_getPaymasterData` the same without `isFinal` (nothing to sign).
 * Params `[userOperation, entryPoint, chainId, context?]` are checked: EntryPoint v0.8 and one of
 * `chainIds`, else error -32602.
 *
 * @param parameters - {@link StartPaymasterParameters}
 * @throws {Error} 'Port <port> is in use by something that is not a paymaster service'.
 */
export async function startPaymaster(
  parameters: StartPaymasterParameters,
): Promise<StartPaymasterReturnType> {
  const { port = 4338, host = '127.0.0.1', chainIds, reuse = true } = parameters
  const paymaster: Address = smartAccountContracts().paymaster
  const sponsor = (params: unknown[]) => {
    const [, , chainId] = paramsSchema.parse(params)
    if (!chainIds.includes(chainId)) {
      throw new BundlerRpcError(-32602, `Chain ${chainId} is not sponsored`)
    }
    return {
      paymaster,
      paymasterData: '0x',
      paymasterVerificationGasLimit: `0x${TEST_PAYMASTER_VERIFICATION_GAS.toString(16)}`,
      paymasterPostOpGasLimit: '0x0',
    }
  }
  const server = createJsonRpcServer({
    pm_getPaymasterStubData: async (params) => ({ ...sponsor(params), isFinal: true }),
    pm_getPaymasterData: async (params) => sponsor(params),
    latch_paymaster: async () => paymaster,
  })
  const url = `http://${host}:${port}`
  const reused = await listenOrReuse(server, {
    port,
    host,
    reuse,
    kind: 'a paymaster service',
    probe: () => probeJsonRpc(url, 'latch_paymaster', paymaster),
  })
  return { url, reused, stop: reused ? async () => {} : createServerStop(server) }
}
