import {
  type Address,
  type Hex,
  hashTypedData,
  isAddressEqual,
  type TypedDataDefinition,
  validateTypedData,
} from 'viem'
import * as z from 'zod/mini'
import { AuthFrameError, errorCodes, unauthorized } from '../errors/AuthFrameError.js'
import { ENTRY_POINT_08 } from '../smartAccount/contracts.js'
import { type Call, parseSendCalls, parseUserOperation } from './parseCallsRequest.js'

export type { Call } from './parseCallsRequest.js'

const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/), z.maxLength(262_144))
const quantity = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/))
const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))

const transactionSchema = z.object({
  from: address,
  to: z.optional(z.nullable(address)),
  value: z.optional(quantity),
  data: z.optional(hex),
  input: z.optional(hex),
  gas: z.optional(quantity),
  nonce: z.optional(quantity),
  gasPrice: z.optional(quantity),
  maxFeePerGas: z.optional(quantity),
  maxPriorityFeePerGas: z.optional(quantity),
  chainId: z.optional(quantity),
})

const typedDataSchema = z.object({
  types: z.record(
    z.string(),
    z.array(z.object({ name: z.string(), type: z.string() })).check(z.maxLength(100)),
  ),
  primaryType: z.string().check(z.minLength(1), z.maxLength(100)),
  domain: z.optional(z.record(z.string(), z.unknown())),
  message: z.record(z.string(), z.unknown()),
})

const paramsSchemas = {
  personal_sign: z.tuple([z.string().check(z.maxLength(262_144)), address]),
  eth_signTypedData_v4: z.tuple([
    address,
    z.union([z.string().check(z.maxLength(262_144)), typedDataSchema]),
  ]),
  eth_sendTransaction: z.tuple([transactionSchema]),
}

/** An EIP-1193 transaction request, its quantities as bigints. */
export type TransactionRequest = {
  to: Address | undefined
  value: bigint
  data: Hex | undefined
  gas: bigint | undefined
  nonce: number | undefined
  gasPrice: bigint | undefined
  maxFeePerGas: bigint | undefined
  maxPriorityFeePerGas: bigint | undefined
}

/** A call as an `eth_sendTransaction` request: no gas, nonce or fee fields of its own (the node or
 * the account fills them). */
export const callAsTransaction = (call: Call): TransactionRequest => ({
  to: call.to,
  value: call.value,
  data: call.data,
  gas: undefined,
  nonce: undefined,
  gasPrice: undefined,
  maxFeePerGas: undefined,
  maxPriorityFeePerGas: undefined,
})

/** A validated request that needs the user's approval (`AUTH_UNSAFE_METHODS`). */
export type UnsafeRequest =
  | { method: 'personal_sign'; message: string }
  | { method: 'eth_signTypedData_v4'; typedData: TypedDataDefinition }
  | { method: 'eth_sendTransaction'; transaction: TransactionRequest }
  /** EIP-5792: the calls in order; `atomicRequired` as the dapp asked (false when absent). */
  | { method: 'wallet_sendCalls'; calls: Call[]; atomicRequired: boolean }
  /** ERC-7769: the calls decoded from the dapp's user operation (the frame builds its own). */
  | { method: 'eth_sendUserOperation'; calls: Call[] }

/**
 * How an approved send will run, set before the approval shows: as EOA transaction(s), or as one
 * ERC-4337 user operation from `sender` (`upgrade`: it carries the EIP-7702 authorisation that
 * makes the EOA a smart account; `sponsored`: a paymaster pays; `maxFee`: the most it can cost,
 * the prepared operation's gas limits × `maxFeePerGas`, in wei, `undefined` when sponsored).
 */
export type SendPlan =
  | { via: 'transaction' }
  | {
      via: 'userOperation'
      sender: Address
      upgrade: boolean
      sponsored: boolean
      /** The paymaster contract that pays, when sponsored. */
      paymaster?: Address | undefined
      maxFee: bigint | undefined
    }

const invalid = (details: string) =>
  new AuthFrameError(errorCodes.invalidParams, `Invalid params: ${details}`)

const toBigInt = (value: string | undefined) => (value === undefined ? undefined : BigInt(value))

/**
 * Validates the params of `personal_sign` (`[message, address]`), `eth_signTypedData_v4`
 * (`[address, typedData]`, JSON text or object, EIP-712, its message encodable under its types:
 * viem `validateTypedData` and `hashTypedData`) and `eth_sendTransaction`
 * (`[transaction]`, quantities hex), EIP-5792 `wallet_sendCalls` (see {@link parseSendCalls})
 * and ERC-7769 `eth_sendUserOperation` (see {@link parseUserOperation}): the address or `from`
 * must be the wallet's active account, and a typed-data domain's, transaction's or batch's
 * `chainId` the active chain's.
 *
 * @param method - One of `AUTH_UNSAFE_METHODS`.
 * @param params - The request's untrusted params.
 * @param wallet - The active account's address, the active eip155 chain id, and the smart
 *   account's address when the active type is smart account (`eth_sendUserOperation`'s sender),
 *   and whether sends are sponsored (`wallet_sendCalls`' `paymasterService`).
 * @throws {AuthFrameError} -32602 for malformed params or another chain (`Invalid params: typed
 *   data does not match its types` for a message that does not encode); 4100 for another address;
 *   4200 `Requested RPC call is not allowed` for typed data of EntryPoint v0.8 (its domain's
 *   `verifyingContract`) or of primary type `PackedUserOperation` (a user operation signature);
 *   EIP-5792 5700 / 5740 for `wallet_sendCalls`.
 */
export function parseUnsafeRequest(
  method: string,
  params: unknown,
  wallet: {
    address: Address
    chainId: number
    smartAccount?: Address | undefined
    paymaster?: boolean | undefined
  },
): UnsafeRequest {
  const checkAccount = (value: string) => {
    if (!isAddressEqual(value as Address, wallet.address))
      throw unauthorized('The request’s address is not this wallet’s.')
  }
  const checkChain = (chainId: unknown) => {
    if (chainId !== undefined && chainId !== null && Number(chainId) !== wallet.chainId)
      throw invalid(`chainId ${String(chainId)} is not the active chain ${wallet.chainId}`)
  }
  if (method === 'personal_sign') {
    const parsed = paramsSchemas.personal_sign.safeParse(params)
    if (!parsed.success) throw invalid('expected [message, address]')
    checkAccount(parsed.data[1])
    return { method, message: parsed.data[0] }
  }
  if (method === 'eth_signTypedData_v4') {
    const parsed = paramsSchemas.eth_signTypedData_v4.safeParse(params)
    if (!parsed.success) throw invalid('expected [address, typedData]')
    checkAccount(parsed.data[0])
    let data: unknown = parsed.data[1]
    if (typeof data === 'string') {
      try {
        data = JSON.parse(data)
      } catch {
        throw invalid('typed data is not JSON')
      }
    }
    const typedData = typedDataSchema.safeParse(data)
    if (!typedData.success) throw invalid('typed data is not EIP-712')
    checkChain(typedData.data.domain?.chainId)
    // EntryPoint v0.8's user operation hash is an EIP-712 digest: signing one here would
    // authorise a user operation (Simple7702Account checks the raw digest) shown as typed data.
    const verifyingContract = typedData.data.domain?.verifyingContract
    if (
      typedData.data.primaryType === 'PackedUserOperation' ||
      (typeof verifyingContract === 'string' &&
        verifyingContract.toLowerCase() === ENTRY_POINT_08.toLowerCase())
    )
      throw new AuthFrameError(errorCodes.unsupportedMethod, 'Requested RPC call is not allowed')
    const definition = typedData.data as unknown as TypedDataDefinition
    // What is shown is what is signed: the message must encode under its types (every field
    // present, each value of its type and size) before anyone is asked to approve it.
    try {
      validateTypedData(definition)
      hashTypedData(definition)
    } catch {
      throw invalid('typed data does not match its types')
    }
    return { method, typedData: definition }
  }
  if (method === 'eth_sendTransaction') {
    const parsed = paramsSchemas.eth_sendTransaction.safeParse(params)
    if (!parsed.success) throw invalid('expected [transaction]')
    const transaction = parsed.data[0]
    checkAccount(transaction.from)
    checkChain(transaction.chainId)
    const nonce = toBigInt(transaction.nonce)
    return {
      method,
      transaction: {
        to: (transaction.to ?? undefined) as Address | undefined,
        value: toBigInt(transaction.value) ?? 0n,
        data: (transaction.data ?? transaction.input) as Hex | undefined,
        gas: toBigInt(transaction.gas),
        nonce: nonce === undefined ? undefined : Number(nonce),
        gasPrice: toBigInt(transaction.gasPrice),
        maxFeePerGas: toBigInt(transaction.maxFeePerGas),
        maxPriorityFeePerGas: toBigInt(transaction.maxPriorityFeePerGas),
      },
    }
  }
  if (method === 'wallet_sendCalls') return { method, ...parseSendCalls(params, wallet) }
  if (method === 'eth_sendUserOperation')
    return {
      method,
      ...parseUserOperation(params, {
        smartAccount: wallet.smartAccount,
        entryPoint: ENTRY_POINT_08,
      }),
    }
  throw new AuthFrameError(errorCodes.unsupportedMethod, 'Requested RPC call is not allowed')
}
