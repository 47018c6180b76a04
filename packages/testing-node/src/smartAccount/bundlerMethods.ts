import { ANVIL_TEST_MNEMONIC } from '@latch/testing'
import {
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  decodeEventLog,
  type Hash,
  type Hex,
  http,
  isAddressEqual,
  type PublicClient,
} from 'viem'
import {
  entryPoint08Abi,
  entryPoint08Address,
  getUserOperationHash,
  toPackedUserOperation,
  type UserOperation,
} from 'viem/account-abstraction'
import { mnemonicToAccount } from 'viem/accounts'
import { recoverAuthorizationAddress } from 'viem/utils'
import { z } from 'zod'
import type { JsonRpcHandler } from './jsonRpcHttp.ts'
import {
  estimateUserOperationGas,
  minimumPreVerificationGas,
  simulateHandleOp,
  toBundlerError,
} from './simulateUserOperation.ts'
import {
  BundlerRpcError,
  type RpcUserOperation,
  rpcUserOperationSchema,
  toUserOperation,
} from './userOperationRpc.ts'

/** The key that signs the bundle transactions: anvil's test account #8. */
export const bundlerAccount = mnemonicToAccount(ANVIL_TEST_MNEMONIC, { addressIndex: 8 })

const entryPointSchema = z
  .string()
  .refine((value) => value.toLowerCase() === entryPoint08Address.toLowerCase(), {
    message: `unsupported EntryPoint: only ${entryPoint08Address}`,
  })
const hashSchema = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'expected a 32-byte hash')

type Sent = {
  rpcUserOperation: unknown
  userOperation: UserOperation<'0.8'>
  transactionHash: Hash
}

/** Read-only methods the bundler passes to its node, as public bundlers do. */
export const forwardedMethods = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
])

/**
 * The ERC-4337 bundler methods (ERC-7769) over one chain and EntryPoint v0.8; see `startBundler`.
 * Operations are bundled one per `handleOps` transaction, sent one after another.
 */
export function createBundlerMethods(parameters: { rpcUrl: string; chain: Chain }): {
  handlers: Record<string, JsonRpcHandler>
  client: PublicClient
} {
  const { rpcUrl, chain } = parameters
  const client = createPublicClient({ chain, transport: http(rpcUrl) }) as PublicClient
  const wallet = createWalletClient({ account: bundlerAccount, chain, transport: http(rpcUrl) })
  const sent = new Map<Hash, Sent>()
  let queue: Promise<unknown> = Promise.resolve()

  const hashOf = (userOperation: UserOperation<'0.8'>) =>
    getUserOperationHash({
      chainId: chain.id,
      entryPointAddress: entryPoint08Address,
      entryPointVersion: '0.8',
      userOperation,
    })

  const checkAuthorization = async (userOperation: UserOperation<'0.8'>) => {
    const { authorization } = userOperation
    if (!authorization) return
    if (authorization.chainId !== chain.id && authorization.chainId !== 0) {
      throw new BundlerRpcError(
        -32602,
        `eip7702Auth.chainId ${authorization.chainId} is not ${chain.id}`,
      )
    }
    const signer = await recoverAuthorizationAddress({ authorization }).catch(() => undefined)
    if (!signer || !isAddressEqual(signer, userOperation.sender)) {
      throw new BundlerRpcError(-32602, 'eip7702Auth is not signed by the sender')
    }
    const nonce = await client.getTransactionCount({ address: userOperation.sender })
    if (authorization.nonce !== nonce) {
      throw new BundlerRpcError(
        -32602,
        `eip7702Auth.nonce ${authorization.nonce} is not the sender's nonce ${nonce}`,
      )
    }
  }

  const send = async (userOperation: UserOperation<'0.8'>): Promise<Hash> => {
    const packed = toPackedUserOperation(userOperation)
    const gas =
      userOperation.verificationGasLimit +
      userOperation.callGasLimit +
      (userOperation.paymasterVerificationGasLimit ?? 0n) +
      (userOperation.paymasterPostOpGasLimit ?? 0n) +
      userOperation.preVerificationGas +
      100_000n
    try {
      return await wallet.writeContract({
        address: entryPoint08Address,
        abi: entryPoint08Abi,
        functionName: 'handleOps',
        args: [[packed], bundlerAccount.address],
        gas,
        ...(userOperation.authorization
          ? { authorizationList: [userOperation.authorization] }
          : {}),
      })
    } catch (error) {
      throw toBundlerError(error)
    }
  }

  const handlers: Record<string, JsonRpcHandler> = {
    eth_chainId: async () => `0x${chain.id.toString(16)}`,
    eth_supportedEntryPoints: async () => [entryPoint08Address],
    eth_estimateUserOperationGas: async (params) => {
      const [op] = z
        .tuple([rpcUserOperationSchema, entryPointSchema])
        .rest(z.unknown())
        .parse(params)
      const userOperation = toUserOperation(op)
      await checkAuthorizationShape(userOperation)
      return estimateUserOperationGas(client, userOperation)
    },
    eth_sendUserOperation: async (params) => {
      const [op] = z.tuple([rpcUserOperationSchema, entryPointSchema]).parse(params)
      const userOperation = toUserOperation(op)
      requireGasFields(op)
      const userOpHash = hashOf(userOperation)
      if (sent.has(userOpHash)) throw new BundlerRpcError(-32602, 'User operation already sent')
      await checkAuthorization(userOperation)
      const minimum = minimumPreVerificationGas(userOperation)
      if (userOperation.preVerificationGas < (minimum * 9n) / 10n) {
        throw new BundlerRpcError(
          -32602,
          `preVerificationGas ${userOperation.preVerificationGas} is below ${minimum}`,
        )
      }
      const result = await simulateHandleOp(client, userOperation)
      if ((result.accountValidationData & ((1n << 160n) - 1n)) === 1n) {
        throw new BundlerRpcError(-32507, 'Invalid user operation signature (AA24 signature error)')
      }
      if ((result.paymasterValidationData & ((1n << 160n) - 1n)) === 1n) {
        throw new BundlerRpcError(-32505, 'Invalid paymaster signature (AA34 signature error)')
      }
      const run = queue.then(() => send(userOperation))
      queue = run.catch(() => undefined)
      const transactionHash = await run
      sent.set(userOpHash, { rpcUserOperation: params[0], userOperation, transactionHash })
      return userOpHash
    },
    eth_getUserOperationReceipt: async (params) => {
      const [hash] = z.tuple([hashSchema]).parse(params)
      const entry = sent.get(hash as Hash)
      if (!entry) return null
      return userOperationReceipt(client, hash as Hash, entry)
    },
    eth_getUserOperationByHash: async (params) => {
      const [hash] = z.tuple([hashSchema]).parse(params)
      const entry = sent.get(hash as Hash)
      if (!entry) return null
      const receipt = await client
        .getTransactionReceipt({ hash: entry.transactionHash })
        .catch(() => null)
      return {
        userOperation: entry.rpcUserOperation,
        entryPoint: entryPoint08Address,
        transactionHash: entry.transactionHash,
        blockHash: receipt?.blockHash ?? null,
        blockNumber: receipt ? `0x${receipt.blockNumber.toString(16)}` : null,
      }
    },
  }
  return { handlers, client }
}

/** The gas fields `eth_sendUserOperation` requires (estimation may leave them out). */
function requireGasFields(op: RpcUserOperation): void {
  const fields = [
    'callGasLimit',
    'verificationGasLimit',
    'preVerificationGas',
    'maxFeePerGas',
    'maxPriorityFeePerGas',
  ] as const
  const missing = fields.filter((field) => op[field] === undefined)
  if (missing.length > 0) throw new BundlerRpcError(-32602, `Missing ${missing.join(', ')}`)
}

/** Estimation accepts an unsigned (stub) authorisation: only its address is used. */
async function checkAuthorizationShape(userOperation: UserOperation<'0.8'>): Promise<void> {
  if (userOperation.authorization && userOperation.authorization.address === undefined) {
    throw new BundlerRpcError(-32602, 'eip7702Auth.address is required')
  }
}

async function userOperationReceipt(client: PublicClient, userOpHash: Hash, entry: Sent) {
  const raw = (await client.request({
    method: 'eth_getTransactionReceipt',
    params: [entry.transactionHash],
  })) as { logs: { address: Address; topics: [Hex, ...Hex[]]; data: Hex; logIndex: Hex }[] } | null
  if (!raw) return null
  const index = raw.logs.findIndex((log) => {
    if (!isAddressEqual(log.address, entryPoint08Address)) return false
    try {
      const event = decodeEventLog({ abi: entryPoint08Abi, ...log })
      return event.eventName === 'UserOperationEvent' && event.args.userOpHash === userOpHash
    } catch {
      return false
    }
  })
  const log = raw.logs[index]
  if (!log) return null
  const event = decodeEventLog({ abi: entryPoint08Abi, eventName: 'UserOperationEvent', ...log })
  const revert = raw.logs.find((candidate) => {
    try {
      const decoded = decodeEventLog({ abi: entryPoint08Abi, ...candidate })
      return (
        decoded.eventName === 'UserOperationRevertReason' && decoded.args.userOpHash === userOpHash
      )
    } catch {
      return false
    }
  })
  const hex = (value: bigint) => `0x${value.toString(16)}`
  return {
    userOpHash,
    entryPoint: entryPoint08Address,
    sender: event.args.sender,
    nonce: hex(event.args.nonce),
    paymaster: event.args.paymaster,
    actualGasCost: hex(event.args.actualGasCost),
    actualGasUsed: hex(event.args.actualGasUsed),
    success: event.args.success,
    ...(revert ? { reason: revert.data } : {}),
    logs: raw.logs
      .slice(0, index)
      .filter((candidate) => !isAddressEqual(candidate.address, entryPoint08Address)),
    receipt: raw,
  }
}
