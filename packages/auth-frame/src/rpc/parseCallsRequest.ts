import { type Address, type Hex, isAddressEqual } from 'viem'
import * as z from 'zod/mini'
import { AuthFrameError, errorCodes, unauthorized } from '../errors/AuthFrameError.js'
import { type Call, decodeAccountCalls } from '../smartAccount/accountCalls.js'

export type { Call } from '../smartAccount/accountCalls.js'

/** EIP-5792 error codes. */
export const eip5792Errors = {
  unsupportedCapability: 5700,
  unknownBundle: 5730,
  bundleTooLarge: 5740,
  atomicityNotSupported: 5760,
} as const

/** The most calls one `wallet_sendCalls` may carry. */
export const MAX_CALLS = 50

const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/), z.maxLength(262_144))
const quantity = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/))
const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
const capabilities = z.optional(z.record(z.string().check(z.maxLength(100)), z.unknown()))

const sendCallsSchema = z.tuple([
  z.object({
    version: z.string().check(z.maxLength(20)),
    id: z.optional(z.string().check(z.maxLength(4096))),
    chainId: quantity,
    from: z.optional(address),
    atomicRequired: z.optional(z.boolean()),
    calls: z
      .array(
        z.object({ to: address, data: z.optional(hex), value: z.optional(quantity), capabilities }),
      )
      .check(z.minLength(1), z.maxLength(1000)),
    capabilities,
  }),
])

// The frame builds its own user operation: only `sender` and `callData` are used; the gas,
// paymaster and signature fields the dapp sends are advisory and ignored.
const userOperationSchema = z.tuple([
  z.looseObject({ sender: address, callData: hex, nonce: z.optional(quantity) }),
  address,
])

const invalid = (details: string) =>
  new AuthFrameError(errorCodes.invalidParams, `Invalid params: ${details}`)

/**
 * Refuses (5700) a capability the wallet cannot honour unless it is marked `optional: true`:
 * `paymasterService` is honoured only where the send is sponsored (the paymaster is the
 * project's, whatever URL the dapp names); any other is unknown.
 */
function checkCapabilities(
  requested: Record<string, unknown> | undefined,
  paymaster: boolean,
): void {
  for (const [name, value] of Object.entries(requested ?? {})) {
    if (name === 'paymasterService' && paymaster) continue
    const optional =
      typeof value === 'object' && value !== null && (value as { optional?: unknown }).optional
    if (optional !== true)
      throw new AuthFrameError(
        eip5792Errors.unsupportedCapability,
        `Unsupported non-optional capability: ${name}`,
      )
  }
}

/**
 * Validates EIP-5792 (v2.0.0) `wallet_sendCalls` params `[{ version, chainId, from?, calls,
 * atomicRequired?, capabilities? }]`: `version` `2.0.0`, `chainId` the active chain, `from` (when
 * given) the active account, 1–50 calls of `{ to, data?, value? }`.
 *
 * @param params - The request's untrusted params.
 * @param wallet - The active account's address, the active eip155 chain id, and whether the send
 *   will be sponsored (a smart account on a network with `paymasterUrl`).
 * @returns The calls (value in wei, 0 when absent) and whether atomicity is required.
 * @throws {AuthFrameError} -32602 for malformed params, another version or another chain; 4100
 *   for another
 *   `from`; 5740 `Too many calls: at most 50` ; 5700 `Unsupported non-optional capability: name`
 *   for a capability the frame cannot honour that is not `optional: true` (on the request or a
 *   call; `paymasterService` without a paymaster).
 */
export function parseSendCalls(
  params: unknown,
  wallet: { address: Address; chainId: number; paymaster?: boolean | undefined },
): { calls: Call[]; atomicRequired: boolean } {
  const parsed = sendCallsSchema.safeParse(params)
  if (!parsed.success) throw invalid('expected [{ version, chainId, from, calls }]')
  const request = parsed.data[0]
  if (request.version !== '2.0.0') throw invalid(`version ${request.version} is not 2.0.0`)
  if (Number(BigInt(request.chainId)) !== wallet.chainId)
    throw invalid(`chainId ${request.chainId} is not the active chain ${wallet.chainId}`)
  if (request.from !== undefined && !isAddressEqual(request.from as Address, wallet.address))
    throw unauthorized('The request’s address is not this wallet’s.')
  if (request.calls.length > MAX_CALLS)
    throw new AuthFrameError(eip5792Errors.bundleTooLarge, `Too many calls: at most ${MAX_CALLS}`)
  checkCapabilities(request.capabilities, wallet.paymaster === true)
  for (const call of request.calls) checkCapabilities(call.capabilities, wallet.paymaster === true)
  return {
    calls: request.calls.map((call) => ({
      to: call.to as Address,
      value: call.value === undefined ? 0n : BigInt(call.value),
      data: call.data === undefined || call.data === '0x' ? undefined : (call.data as Hex),
    })),
    atomicRequired: request.atomicRequired ?? false,
  }
}

/**
 * Validates ERC-7769 `eth_sendUserOperation` params `[userOperation, entryPoint]`: `sender` must
 * be the wallet's smart account and `entryPoint` EntryPoint v0.8; the `callData` is decoded into
 * the calls the account would make (`execute` / `executeBatch`).
 *
 * @param params - The request's untrusted params.
 * @param wallet - The smart account's address (`undefined`: the active type is EOA) and the
 *   EntryPoint address the frame's accounts use.
 * @returns The calls.
 * @throws {AuthFrameError} 4100 `The user operation's sender is not this wallet's smart account.`
 *   (also when no smart account is active); -32602 for malformed params, another EntryPoint or
 *   a `callData` that is not `execute`/`executeBatch`.
 */
export function parseUserOperation(
  params: unknown,
  wallet: { smartAccount: Address | undefined; entryPoint: Address },
): { calls: Call[] } {
  const parsed = userOperationSchema.safeParse(params)
  if (!parsed.success) throw invalid('expected [userOperation, entryPoint]')
  const [operation, entryPoint] = parsed.data
  if (!wallet.smartAccount || !isAddressEqual(operation.sender as Address, wallet.smartAccount))
    throw unauthorized("The user operation's sender is not this wallet's smart account.")
  if (!isAddressEqual(entryPoint as Address, wallet.entryPoint))
    throw invalid(`entry point ${entryPoint} is not supported (EntryPoint v0.8 only)`)
  try {
    return { calls: decodeAccountCalls(operation.callData as Hex) }
  } catch {
    throw invalid("the user operation's callData is not execute or executeBatch")
  }
}
