import { parseCaipAddress } from '../../caip/parseCaipAddress.js'
import type { ChainNamespace } from '../../caip/types.js'
import type { TokenBalance } from '../../data/types.js'
import { parseDecimalUnits } from '../../format/units.js'
import type { Message } from '../../state/types.js'

// The Send chunk's own copy of `isValidAddress` (its test holds it to the original): importing the
// original, which the public entry exports, made the app's build split it into a startup chunk of
// its own (about 150 B gzip of per-file overhead).
/**
 * Whether `address` is an address of `namespace` (as `isValidAddress`): eip155 40 hex digits,
 * `0x` optional; solana base58, 32 to 44 characters; no other namespace.
 */
export function isReceiverAddress(address: string, namespace: string): boolean {
  if (typeof address !== 'string') return false
  if (namespace === 'eip155') return /^(0x)?[0-9a-fA-F]{40}$/.test(address)
  return namespace === 'solana' && /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address)
}

/**
 * The Send form's messages as catalogue keys: the texts (`error.*`, quoted exactly in
 * English) and Latch's own (`send.error.*`).
 */
export const SendMessages = {
  needsAmountAndReceiver: { key: 'error.sendNeedsAmountAndReceiver' },
  needsToken: { key: 'error.sendNeedsToken' },
  invalidAmount: { key: 'error.invalidAmount' },
  invalidAddress: { key: 'send.error.invalidAddress' },
  nameNotFound: { key: 'send.error.nameNotFound' },
  amountNotPositive: { key: 'send.error.amountNotPositive' },
  insufficientBalance: { key: 'send.error.insufficientBalance' },
  feeUnknown: { key: 'send.error.feeUnknown' },
} as const satisfies Record<string, Message>

/**
 * A token the Send view offers. `address` is the bare contract/mint (not CAIP-10), absent for the
 * native currency; `balance` in the smallest unit (wei, lamports, token units) when known.
 * `name`, `symbol` and `iconUrl` are untrusted.
 */
export type SendToken = {
  /** Unique in a list: the address, or `'native'`. */
  key: string
  address?: string | undefined
  symbol: string
  name: string
  decimals: number
  balance: bigint | undefined
  iconUrl?: string | undefined
}

/**
 * A Tokens-tab entry as a Send token: its CAIP-10 address made bare, its decimal quantity in the
 * smallest unit (extra fraction digits cut, never rounded up).
 * @returns `undefined` when the entry's address or decimals are unusable.
 */
export function toSendToken(balance: TokenBalance): SendToken | undefined {
  const decimals = Number(balance.quantity.decimals)
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) return undefined
  let address: string | undefined
  if (balance.address) {
    try {
      address = parseCaipAddress(balance.address).address
    } catch {
      return undefined
    }
  }
  const [whole = '0', fraction = ''] = balance.quantity.numeric.split('.')
  let amount: bigint | undefined
  try {
    amount = parseDecimalUnits(`${whole}.${fraction.slice(0, decimals) || '0'}`, decimals)
  } catch {
    amount = undefined
  }
  return {
    key: address ?? 'native',
    address,
    symbol: balance.symbol,
    name: balance.name,
    decimals,
    balance: amount,
    iconUrl: balance.iconUrl,
  }
}

/** What the user typed as the recipient: an address, or (eip155) a name to resolve (ENS). */
export type SendReceiver = { kind: 'address'; address: string } | { kind: 'name'; name: string }

/** The Send form checked: what to send, or the message to show. */
export type SendFormCheck =
  | { ok: true; token: SendToken; value: bigint; receiver: SendReceiver }
  | { ok: false; message: Message }

// A name such as `vitalik.eth` or `pay.latch.box`: labels of letters, digits, `-` and `_`.
const namePattern = /^[\p{L}\p{N}_-]+(\.[\p{L}\p{N}_-]+)+$/u

/**
 * The Send form's rules: an amount and a receiver are required ('An amount and receiver
 * address are required'), then a token ('A token is required'); the amount is a plain decimal
 * ('Invalid amount') above 0 and at most the balance; the receiver passes the address check
 * for the namespace, or on eip155 looks like a name to resolve.
 *
 * @param parameters.amount - What the user typed, in whole units ('0.5').
 * @returns The token, the amount in its smallest unit, and the receiver; or the first problem.
 */
export function checkSendForm(parameters: {
  namespace: ChainNamespace
  token: SendToken | undefined
  amount: string
  receiver: string
}): SendFormCheck {
  const amount = parameters.amount.trim()
  const receiver = parameters.receiver.trim()
  if (!amount || !receiver) {
    return { ok: false, message: SendMessages.needsAmountAndReceiver }
  }
  const { token } = parameters
  if (!token) return { ok: false, message: SendMessages.needsToken }
  let value: bigint
  try {
    value = parseDecimalUnits(amount, token.decimals)
  } catch {
    return { ok: false, message: SendMessages.invalidAmount }
  }
  if (value <= 0n) return { ok: false, message: SendMessages.amountNotPositive }
  if (token.balance !== undefined && value > token.balance) {
    return { ok: false, message: SendMessages.insufficientBalance }
  }
  if (isReceiverAddress(receiver, parameters.namespace)) {
    // Spec §5 allows an eip155 address without `0x`; wallets need it.
    const address =
      parameters.namespace === 'eip155' && !/^0x/i.test(receiver) ? `0x${receiver}` : receiver
    return { ok: true, token, value, receiver: { kind: 'address', address } }
  }
  if (
    parameters.namespace === 'eip155' &&
    !receiver.startsWith('0x') &&
    namePattern.test(receiver)
  ) {
    return { ok: true, token, value, receiver: { kind: 'name', name: receiver } }
  }
  return { ok: false, message: SendMessages.invalidAddress }
}

/**
 * The most of `token` that can be sent: the whole balance of a token; for the native currency the
 * balance less the network fee of sending it (never below 0).
 * @param fee - The network fee in the native currency's smallest unit.
 */
export function maxSendValue(token: SendToken, fee: bigint): bigint {
  const balance = token.balance ?? 0n
  if (token.address) return balance
  return balance > fee ? balance - fee : 0n
}
