import { BaseError, ContractFunctionRevertedError } from 'viem'

/** JSON-RPC codes a node answers an unknown method with: method not found, invalid request. */
const UNAVAILABLE_CODES = new Set([-32601, -32600])
const UNAVAILABLE_MESSAGE =
  /not supported|unsupported|method not found|does not exist|not available/i

/** What a simulation's error says: the node cannot simulate, or the calls would revert and why. */
export type SimulationError = { unavailable: true } | { unavailable: false; reason: string }

/**
 * Reads an error from `simulateCalls`, or one call's error in its results.
 *
 * @param error - What viem threw or reported.
 * @returns `{ unavailable: true }` for a node without `eth_simulateV1` (JSON-RPC −32601 or −32600,
 *   or a message such as "method not supported"); `{ unavailable: false, reason }` for a revert or
 *   any other JSON-RPC error answer (e.g. insufficient funds), the reason being the decoded
 *   `Error(string)` / custom error, else viem's short message (untrusted text); `undefined` for a
 *   failure to reach the node (no JSON-RPC answer), which the caller rethrows.
 */
export function readSimulationError(error: unknown): SimulationError | undefined {
  if (!(error instanceof BaseError)) return undefined
  const rpc = error.walk((cause) => typeof (cause as { code?: unknown }).code === 'number') as
    | (BaseError & { code: number })
    | null
  if (rpc && (UNAVAILABLE_CODES.has(rpc.code) || UNAVAILABLE_MESSAGE.test(rpc.details))) {
    return { unavailable: true }
  }
  const revert = error.walk(
    (cause) => cause instanceof ContractFunctionRevertedError,
  ) as ContractFunctionRevertedError | null
  if (revert) {
    const reason = revert.reason ?? revert.data?.errorName
    return { unavailable: false, reason: reason ?? 'Execution reverted' }
  }
  if (!rpc) return undefined
  return { unavailable: false, reason: rpc.shortMessage }
}
