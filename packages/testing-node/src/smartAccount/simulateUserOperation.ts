import { createRequire } from 'node:module'
import {
  type Abi,
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  concatHex,
  decodeErrorResult,
  decodeFunctionResult,
  encodeFunctionData,
  type Hex,
  type PublicClient,
  parseEventLogs,
  type StateOverride,
  size,
  zeroAddress,
} from 'viem'
import {
  entryPoint08Abi,
  entryPoint08Address,
  toPackedUserOperation,
  type UserOperation,
} from 'viem/account-abstraction'
import { BundlerRpcError } from './userOperationRpc.ts'

const require = createRequire(import.meta.url)
const simulations =
  require('@account-abstraction/contracts/artifacts/EntryPointSimulations.json') as {
    abi: Abi
    deployedBytecode: Hex
  }

/** What `EntryPointSimulations.simulateHandleOp` returns. */
export type ExecutionResult = {
  preOpGas: bigint
  paid: bigint
  accountValidationData: bigint
  paymasterValidationData: bigint
  targetSuccess: boolean
}

/**
 * Runs `EntryPointSimulations.simulateHandleOp(op, 0, 0x)` with `eth_call`, the simulation code
 * placed at the EntryPoint's address by state override (its SenderCreator is the EntryPoint's
 * first CREATE, where `deploySmartAccountContracts` put one). An EIP-7702 sender gets the
 * delegation designator of its authorisation by override, as the bundle transaction will give it.
 *
 * @param extraOverride - More state overrides (e.g. a balance for gas estimation).
 * @param options.rejectExecutionRevert - Also run it with `eth_simulateV1` and throw -32521
 * 'execution reverted' (data: the account's revert data) when the operation's calls revert.
 * @throws {BundlerRpcError} -32500 (account, `AA1x`/`AA2x`), -32501 (paymaster, `AA3x`) or -32521
 * (anything else) with the EntryPoint's reason, e.g. 'AA21 didn't pay prefund'.
 */
export async function simulateHandleOp(
  client: PublicClient,
  userOperation: UserOperation<'0.8'>,
  extraOverride: StateOverride = [],
  options: { rejectExecutionRevert?: boolean } = {},
): Promise<ExecutionResult> {
  const stateOverride: StateOverride = [
    { address: entryPoint08Address, code: simulations.deployedBytecode },
    ...extraOverride,
  ]
  if (userOperation.authorization) {
    const code = concatHex(['0xef0100', userOperation.authorization.address])
    const sender = stateOverride.find(({ address }) => address === userOperation.sender)
    if (sender) sender.code = code
    else stateOverride.push({ address: userOperation.sender, code })
  }
  const data = encodeFunctionData({
    abi: simulations.abi,
    functionName: 'simulateHandleOp',
    args: [toPackedUserOperation(userOperation), zeroAddress, '0x'],
  })
  if (options.rejectExecutionRevert) {
    await rejectExecutionRevert(client, data, stateOverride)
  }
  let result: Hex | undefined
  try {
    ;({ data: result } = await client.call({ to: entryPoint08Address, data, stateOverride }))
  } catch (error) {
    throw toBundlerError(error)
  }
  return decodeFunctionResult({
    abi: simulations.abi,
    functionName: 'simulateHandleOp',
    data: result ?? '0x',
  }) as unknown as ExecutionResult
}

/** Throws -32521 when the simulated operation's `UserOperationEvent` says it did not succeed. */
async function rejectExecutionRevert(
  client: PublicClient,
  data: Hex,
  stateOverrides: StateOverride,
): Promise<void> {
  let logs: readonly { address: Address; topics: [Hex, ...Hex[]] | []; data: Hex }[] = []
  try {
    const [block] = await client.simulateBlocks({
      blocks: [{ calls: [{ to: entryPoint08Address, data }], stateOverrides }],
    })
    logs = (block?.calls[0]?.logs ?? []) as typeof logs
  } catch {
    return // The eth_call that follows reports validation failures with their reason.
  }
  const events = parseEventLogs({ abi: entryPoint08Abi, logs: logs as never })
  const outcome = events.find((event) => event.eventName === 'UserOperationEvent')
  if (!outcome || outcome.args.success) return
  const reason = events.find((event) => event.eventName === 'UserOperationRevertReason')
  throw new BundlerRpcError(-32521, 'execution reverted', {
    revertData: reason?.eventName === 'UserOperationRevertReason' ? reason.args.revertReason : '0x',
  })
}

/** The EntryPoint's revert as an ERC-7769 error. */
export function toBundlerError(error: unknown): BundlerRpcError {
  const data = revertData(error)
  if (data && size(data) >= 4) {
    try {
      const decoded = decodeErrorResult({ abi: [...simulations.abi, ...entryPoint08Abi], data })
      if (decoded.errorName === 'FailedOp' || decoded.errorName === 'FailedOpWithRevert') {
        const reason = String(decoded.args?.[1])
        const code = reason.startsWith('AA3') ? -32501 : reason.startsWith('AA') ? -32500 : -32521
        return new BundlerRpcError(code, reason, { revertData: data })
      }
      return new BundlerRpcError(
        -32521,
        `${decoded.errorName} ${JSON.stringify(decoded.args, (_, v) => (typeof v === 'bigint' ? v.toString() : v))}`,
      )
    } catch {
      return new BundlerRpcError(-32521, 'execution reverted', { revertData: data })
    }
  }
  const message = error instanceof BaseError ? error.shortMessage : String(error)
  return new BundlerRpcError(-32521, message)
}

function revertData(error: unknown): Hex | undefined {
  if (!(error instanceof BaseError)) return undefined
  const reverted = error.walk((cause) => cause instanceof ContractFunctionRevertedError)
  if (reverted instanceof ContractFunctionRevertedError && reverted.raw) return reverted.raw
  const withData = error.walk((cause) => typeof (cause as { data?: unknown }).data === 'string')
  return (withData as { data?: Hex } | null)?.data
}

/** Gas limits of a user operation (gas units), as `eth_estimateUserOperationGas` answers. */
export type UserOperationGasEstimate = {
  preVerificationGas: bigint
  verificationGasLimit: bigint
  callGasLimit: bigint
  paymasterVerificationGasLimit: bigint
  paymasterPostOpGasLimit: bigint
}

const probe = { verification: 2_000_000n, call: 5_000_000n, paymaster: 500_000n, postOp: 0n }

/**
 * Estimates a user operation's gas from one simulation with generous limits and a gas price of
 * 1 wei (so `paid` is the gas used): `verificationGasLimit` = preOpGas × 1.3 + 10,000 (it covers
 * the deployment, the account's and the paymaster's validation); the execution gas E is solved
 * from `paid = preOpGas + E + (limit − E) / 10` (EntryPoint v0.8's 10 % unused-gas penalty) and
 * `callGasLimit` = E × 1.2 + 10,000; `preVerificationGas` = 21,000 + 10 gas per calldata token of
 * the one-op `handleOps` transaction (EIP-7623's floor, above the 4/16 gas per byte) + 20,000
 * bundle overhead, × 1.1. Without a paymaster the account's balance is raised by the probe's
 * prefund (about 0.01 gwei) by override, so an unfunded counterfactual account still estimates. An operation whose calls revert is refused
 * with -32521 'execution reverted' (found by the same simulation through `eth_simulateV1`).
 *
 * @throws {BundlerRpcError} As {@link simulateHandleOp}.
 */
export async function estimateUserOperationGas(
  client: PublicClient,
  userOperation: UserOperation<'0.8'>,
): Promise<UserOperationGasEstimate> {
  const hasPaymaster = userOperation.paymaster !== undefined
  const paymasterVerificationGasLimit =
    userOperation.paymasterVerificationGasLimit || probe.paymaster
  const paymasterPostOpGasLimit = userOperation.paymasterPostOpGasLimit ?? probe.postOp
  const probeOp: UserOperation<'0.8'> = {
    ...userOperation,
    verificationGasLimit: probe.verification,
    callGasLimit: probe.call,
    preVerificationGas: 0n,
    maxFeePerGas: 1n,
    maxPriorityFeePerGas: 1n,
    ...(hasPaymaster ? { paymasterVerificationGasLimit, paymasterPostOpGasLimit } : {}),
  }
  // The probe's prefund (its gas at 1 wei) on top of what the account holds, so that an unfunded
  // account estimates and a call spending more than the account has still reverts.
  const prefund = probe.verification + probe.call + probe.paymaster + 1_000_000n
  const held = await client.getBalance({ address: userOperation.sender })
  const balance = hasPaymaster ? [] : [{ address: userOperation.sender, balance: held + prefund }]
  const result = await simulateHandleOp(client, probeOp, balance, { rejectExecutionRevert: true })
  const limit = probe.call + (hasPaymaster ? paymasterPostOpGasLimit : 0n)
  const spent = result.paid - result.preOpGas
  const execution = limit - spent > 40_000n ? (10n * spent - limit) / 9n : spent
  const callGasLimit = (execution * 12n) / 10n + 10_000n
  const verificationGasLimit = (result.preOpGas * 13n) / 10n + 10_000n
  const estimate = {
    verificationGasLimit,
    callGasLimit,
    paymasterVerificationGasLimit: hasPaymaster ? paymasterVerificationGasLimit : 0n,
    paymasterPostOpGasLimit: hasPaymaster ? paymasterPostOpGasLimit : 0n,
  }
  const preVerificationGas = minimumPreVerificationGas({ ...userOperation, ...estimate })
  return { ...estimate, preVerificationGas: (preVerificationGas * 11n) / 10n }
}

/** 21,000 + 10 gas per calldata token of `handleOps([op], beneficiary)` + 20,000 (gas units). */
export function minimumPreVerificationGas(userOperation: UserOperation<'0.8'>): bigint {
  const calldata = encodeFunctionData({
    abi: entryPoint08Abi,
    functionName: 'handleOps',
    args: [
      [toPackedUserOperation({ ...userOperation, preVerificationGas: 1n << 64n })],
      zeroAddress,
    ],
  })
  let tokens = 0n
  for (let index = 2; index < calldata.length; index += 2) {
    tokens += calldata.slice(index, index + 2) === '00' ? 1n : 4n
  }
  return 21_000n + 10n * tokens + 20_000n
}
