import { type Address, type Hex, isAddress, isHex, type SignedAuthorization } from 'viem'
import type { UserOperation } from 'viem/account-abstraction'
import { z } from 'zod'

const hex = z.string().refine((value) => isHex(value), 'expected 0x-prefixed hex')
const quantity = z
  .string()
  .regex(/^0x[0-9a-fA-F]{1,64}$/, 'expected a hex quantity')
  .transform((value) => BigInt(value))
const address = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'expected an address')
  .transform((value) => value as Address)
/** `factory` may be the EIP-7702 marker `0x7702` (viem's form) instead of an address. */
const factory = z.union([z.literal('0x7702'), address])

const eip7702Auth = z.object({
  address,
  chainId: quantity,
  nonce: quantity,
  r: hex,
  s: hex,
  yParity: quantity,
})

/**
 * An ERC-4337 v0.8 user operation in its JSON-RPC form (ERC-7769), as `eth_sendUserOperation`
 * receives it. Gas fields are optional so that `eth_estimateUserOperationGas` can take the same
 * shape; {@link toUserOperation} turns it into viem's bigint form.
 */
export const rpcUserOperationSchema = z.object({
  sender: address,
  nonce: quantity,
  factory: factory.optional().nullable(),
  factoryData: hex.optional().nullable(),
  callData: hex,
  callGasLimit: quantity.optional(),
  verificationGasLimit: quantity.optional(),
  preVerificationGas: quantity.optional(),
  maxFeePerGas: quantity.optional(),
  maxPriorityFeePerGas: quantity.optional(),
  paymaster: address.optional().nullable(),
  paymasterVerificationGasLimit: quantity.optional().nullable(),
  paymasterPostOpGasLimit: quantity.optional().nullable(),
  paymasterData: hex.optional().nullable(),
  signature: hex,
  eip7702Auth: eip7702Auth.optional().nullable(),
})

/** The parsed form of {@link rpcUserOperationSchema}. */
export type RpcUserOperation = z.output<typeof rpcUserOperationSchema>

/** viem's user operation (v0.8) for `op`, gas fields defaulting to 0. */
export function toUserOperation(op: RpcUserOperation): UserOperation<'0.8'> {
  const authorization: SignedAuthorization | undefined = op.eip7702Auth
    ? {
        address: op.eip7702Auth.address,
        chainId: Number(op.eip7702Auth.chainId),
        nonce: Number(op.eip7702Auth.nonce),
        r: op.eip7702Auth.r as Hex,
        s: op.eip7702Auth.s as Hex,
        yParity: Number(op.eip7702Auth.yParity),
      }
    : undefined
  return {
    sender: op.sender,
    nonce: op.nonce,
    ...(op.factory ? { factory: op.factory, factoryData: (op.factoryData ?? '0x') as Hex } : {}),
    callData: op.callData as Hex,
    callGasLimit: op.callGasLimit ?? 0n,
    verificationGasLimit: op.verificationGasLimit ?? 0n,
    preVerificationGas: op.preVerificationGas ?? 0n,
    maxFeePerGas: op.maxFeePerGas ?? 0n,
    maxPriorityFeePerGas: op.maxPriorityFeePerGas ?? 0n,
    ...(op.paymaster
      ? {
          paymaster: op.paymaster,
          paymasterVerificationGasLimit: op.paymasterVerificationGasLimit ?? 0n,
          paymasterPostOpGasLimit: op.paymasterPostOpGasLimit ?? 0n,
          paymasterData: (op.paymasterData ?? '0x') as Hex,
        }
      : {}),
    signature: op.signature as Hex,
    ...(authorization ? { authorization } : {}),
  }
}

/** A JSON-RPC error with an ERC-7769 code (-32602 invalid params, -32500 account validation, -32501 paymaster validation, -32521 execution reverted). */
export class BundlerRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}
