import { truncateAddress } from '@latch/core/auth-frame'
import {
  type Address,
  decodeFunctionData,
  erc20Abi,
  type Hex,
  hexToBytes,
  isHex,
  maxUint256,
} from 'viem'
import type { UnsafeRequest } from '../rpc/parseUnsafeRequest.js'
import { formatAmount } from './formatAmount.js'

/** An ERC-20 token's symbol and decimals, as read from its contract. */
export type TokenInfo = { symbol: string; decimals: number }

/** An ERC-20 `transfer` or `approve` found in a transaction's calldata. */
export type Erc20Call =
  | { functionName: 'transfer'; token: Address; recipient: Address; amount: bigint }
  | { functionName: 'approve'; token: Address; spender: Address; amount: bigint }

/** What the approval UI says: one sentence, labelled facts, and a message's text. */
export type RequestDescription = {
  /** What will happen, e.g. `Send 0.1 ETH to 0x7099…79C8`. */
  summary: string
  /** Labelled facts, e.g. `{ label: 'To', value: '0x7099…' }` (full addresses). */
  details: { label: string; value: string }[]
  /** The text to sign (`personal_sign`), if any. */
  message?: string
}

/**
 * Finds an ERC-20 `transfer(to, amount)` or `approve(spender, amount)` in a transaction (viem
 * `decodeFunctionData` with `erc20Abi`).
 *
 * @param transaction - The transaction's `to` and calldata.
 * @returns The call, or `undefined` for anything else.
 */
export function decodeErc20Call(transaction: {
  to?: Address | undefined
  data?: Hex | undefined
}): Erc20Call | undefined {
  if (!transaction.to || !transaction.data || transaction.data.length < 10) return undefined
  try {
    const call = decodeFunctionData({ abi: erc20Abi, data: transaction.data })
    if (call.functionName === 'transfer')
      return {
        functionName: 'transfer',
        token: transaction.to,
        recipient: call.args[0],
        amount: call.args[1],
      }
    if (call.functionName === 'approve')
      return {
        functionName: 'approve',
        token: transaction.to,
        spender: call.args[0],
        amount: call.args[1],
      }
  } catch {}
  return undefined
}

/**
 * A `personal_sign` message as people read it: its UTF-8 text when the bytes decode and hold no
 * control or invisible formatting characters (tabs and line breaks allowed), else its hex.
 *
 * @param message - The message param: hex bytes, or plain text.
 */
export function toReadableMessage(message: string): string {
  if (!isHex(message)) return message
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(message))
    if (/^[^\p{Cc}\p{Cf}\u2028\u2029]*$/u.test(text.replace(/[\t\n\r]/g, ''))) return text
  } catch {}
  return message
}

const tokenAmount = (amount: bigint, token: Address, info: TokenInfo | undefined) =>
  info
    ? `${formatAmount(amount, info.decimals)} ${info.symbol}`
    : `${amount} units of token ${truncateAddress(token)}`

/**
 * Says in words what an unsafe request will do (spec §6 "Approve Transaction"):
 * `Send 0.1 ETH to 0x7099…79C8`, `Send 25 LTT to 0x…`, `Approve 25 LTT for 0x…` (unlimited
 * for the maximum amount), `Call contract 0x…`, `Deploy a contract`, `Sign a message`,
 * `Sign typed data`.
 *
 * @param request - The validated request.
 * @param context.nativeCurrency - The active network's native currency.
 * @param context.token - The ERC-20 token's symbol and decimals, when the calldata is a transfer
 *   or approve and they could be read; raw units otherwise.
 */
export function describeRequest(
  request: UnsafeRequest,
  context: { nativeCurrency: TokenInfo; token?: TokenInfo | undefined },
): RequestDescription {
  if (request.method === 'personal_sign')
    return { summary: 'Sign a message', details: [], message: toReadableMessage(request.message) }
  if (request.method === 'eth_signTypedData_v4') {
    const { domain, primaryType } = request.typedData
    const details = [{ label: 'Type', value: String(primaryType) }]
    if (typeof domain?.name === 'string') details.push({ label: 'Domain', value: domain.name })
    if (typeof domain?.verifyingContract === 'string')
      details.push({ label: 'Contract', value: domain.verifyingContract })
    return { summary: 'Sign typed data', details }
  }
  const { to, value, data } = request.transaction
  const native = `${formatAmount(value, context.nativeCurrency.decimals)} ${context.nativeCurrency.symbol}`
  if (!to)
    return {
      summary: 'Deploy a contract',
      details: value > 0n ? [{ label: 'Value', value: native }] : [],
    }
  const erc20 = value === 0n ? decodeErc20Call({ to, data }) : undefined
  if (erc20?.functionName === 'transfer')
    return {
      summary: `Send ${tokenAmount(erc20.amount, erc20.token, context.token)} to ${truncateAddress(erc20.recipient)}`,
      details: [
        { label: 'To', value: erc20.recipient },
        { label: 'Token', value: erc20.token },
      ],
    }
  if (erc20?.functionName === 'approve') {
    const amount =
      erc20.amount === maxUint256
        ? `unlimited ${context.token?.symbol ?? `units of token ${truncateAddress(erc20.token)}`}`
        : tokenAmount(erc20.amount, erc20.token, context.token)
    return {
      summary: `Approve ${amount} for ${truncateAddress(erc20.spender)}`,
      details: [
        { label: 'Spender', value: erc20.spender },
        { label: 'Token', value: erc20.token },
      ],
    }
  }
  if (!data || data === '0x')
    return {
      summary: `Send ${native} to ${truncateAddress(to)}`,
      details: [{ label: 'To', value: to }],
    }
  const details = [
    { label: 'Contract', value: to },
    { label: 'Function', value: data.slice(0, 10) },
  ]
  if (value > 0n) details.push({ label: 'Value', value: native })
  return { summary: `Call contract ${truncateAddress(to)}`, details }
}
