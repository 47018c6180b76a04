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
import { englishWords, type FrameWords, type Translate } from '../i18n/createFrameTexts.js'
import type { UnsafeRequest } from '../rpc/parseUnsafeRequest.js'
import { escapeInvisible } from './escapeInvisible.js'
import { formatAmount } from './formatAmount.js'

/** An ERC-20 token's symbol and decimals, as read from its contract. */
export type TokenInfo = { symbol: string; decimals: number }

/** An ERC-20 `transfer` or `approve` found in a transaction's calldata. */
export type Erc20Call =
  | { functionName: 'transfer'; token: Address; recipient: Address; amount: bigint }
  | { functionName: 'approve'; token: Address; spender: Address; amount: bigint }

/** eip155 native amounts are always in wei, whatever decimals the host declared. */
export const NATIVE_DECIMALS = 18

/** The active network's native currency: the host's label for it and the chain it is on. */
export type NativeCurrency = { symbol: string; chainId: number }

/** At most this many `path: value` lines of a typed-data message are shown. */
export const MAX_FIELD_LINES = 30
/** A typed-data value longer than this is cut (with `…`). */
export const MAX_VALUE_LENGTH = 120

/** EIP-2612 and Permit2 types that let a spender move the signer's tokens. */
const PERMIT_TYPES = new Set([
  'Permit',
  'PermitSingle',
  'PermitBatch',
  'PermitTransferFrom',
  'PermitBatchTransferFrom',
  'PermitWitnessTransferFrom',
  'PermitBatchWitnessTransferFrom',
])

/** What the approval UI says: one sentence, labelled facts, and a message's text. */
export type RequestDescription = {
  /** What will happen, e.g. `Send 0.1 ETH to 0x7099…79C8`. */
  summary: string
  /** Labelled facts, e.g. `{ label: 'To', value: '0x7099…' }` (full addresses). */
  details: { label: string; value: string }[]
  /** The text to sign (`personal_sign`), invisible characters shown as `⟨U+202E⟩`, if any. */
  message?: string
  /** A typed-data message's fields as `path: value` lines (at most 30). */
  fields?: string[]
  /** How many more fields the typed-data message has than `fields` shows. */
  omittedFields?: number
  /** A danger to say out loud (role=alert), e.g. a permit's spender. */
  warning?: string
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
 * control or invisible formatting characters (tabs and line breaks allowed), else its hex. Plain
 * text is shown as given, but with each invisible (zero-width, bidi…) character as `⟨U+202E⟩`.
 *
 * @param message - The message param: hex bytes, or plain text.
 */
export function toReadableMessage(message: string): string {
  if (!isHex(message)) return escapeInvisible(message).text
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(message))
    if (/^[^\p{Cc}\p{Cf}\u2028\u2029]*$/u.test(text.replace(/[\t\n\r]/g, ''))) return text
  } catch {}
  return message
}

const shorten = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1)}…` : text

/** Untrusted text for one line: invisible characters escaped, at most `MAX_VALUE_LENGTH`. */
const showValue = (value: unknown): string => {
  const text =
    typeof value === 'string'
      ? value
      : typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint'
        ? String(value)
        : value === null
          ? 'null'
          : typeof value
  return shorten(escapeInvisible(text).text.replace(/[\t\n\r]/g, ' '), MAX_VALUE_LENGTH)
}

/**
 * Flattens a typed-data message into `path: value` lines, nested objects and arrays by dotted
 * paths (`details.0.token: 0x…`), text only.
 *
 * @param message - The EIP-712 message.
 * @returns At most 30 lines, how many more there are, and each leaf's path and value (for lookups).
 */
export function flattenTypedDataMessage(message: Record<string, unknown>): {
  lines: string[]
  omitted: number
  leaves: { path: string; key: string; value: unknown }[]
} {
  const lines: string[] = []
  const leaves: { path: string; key: string; value: unknown }[] = []
  let omitted = 0
  let visited = 0
  const add = (path: string, key: string, value: unknown) => {
    leaves.push({ path, key, value })
    if (lines.length < MAX_FIELD_LINES) lines.push(`${path}: ${showValue(value)}`)
    else omitted++
  }
  const walk = (value: unknown, path: string, key: string, depth: number) => {
    if (++visited > 10_000) return
    if (value !== null && typeof value === 'object') {
      const entries = Array.isArray(value)
        ? value.map((item, index) => [String(index), item] as const)
        : Object.entries(value)
      if (entries.length === 0 || depth >= 8) {
        add(path, key, Array.isArray(value) ? '[]' : '{}')
        return
      }
      for (const [name, item] of entries) {
        const shown = shorten(escapeInvisible(name).text, 60)
        walk(item, path ? `${path}.${shown}` : shown, name, depth + 1)
      }
      return
    }
    add(path, key, value)
  }
  walk(message, '', '', 0)
  return { lines, omitted, leaves }
}

const showChainId = (chainId: unknown) => {
  try {
    if (typeof chainId === 'number' || typeof chainId === 'bigint' || typeof chainId === 'string')
      return BigInt(chainId).toString()
  } catch {}
  return showValue(chainId)
}

function describeTypedData(
  typedData: {
    domain?: Record<string, unknown> | undefined
    primaryType: unknown
    message: unknown
  },
  t: Translate,
): RequestDescription {
  const domain = typedData.domain ?? {}
  const primaryType = showValue(String(typedData.primaryType))
  const details = [{ label: t('detail.type'), value: primaryType }]
  if (typeof domain.name === 'string')
    details.push({ label: t('detail.domain'), value: showValue(domain.name) })
  details.push({
    label: t('detail.chain'),
    value:
      domain.chainId === undefined || domain.chainId === null
        ? t('request.chainNotSet')
        : showChainId(domain.chainId),
  })
  details.push({
    label: t('detail.contract'),
    value:
      domain.verifyingContract === undefined || domain.verifyingContract === null
        ? t('request.notSet')
        : showValue(domain.verifyingContract),
  })
  const message =
    typedData.message !== null && typeof typedData.message === 'object'
      ? (typedData.message as Record<string, unknown>)
      : {}
  const { lines, omitted, leaves } = flattenTypedDataMessage(message)
  const description: RequestDescription = {
    summary: t('request.signTypedData'),
    details,
    fields: lines,
    omittedFields: omitted,
  }
  if (PERMIT_TYPES.has(String(typedData.primaryType))) {
    const spender =
      message.spender !== undefined
        ? message.spender
        : leaves.find((leaf) => leaf.key === 'spender')?.value
    if (spender !== undefined)
      description.warning = t('request.permitWarning', { spender: showValue(spender) })
  }
  return description
}

const tokenAmount = (
  amount: bigint,
  token: Address,
  info: TokenInfo | undefined,
  { t, number }: FrameWords,
) =>
  info
    ? `${number(formatAmount(amount, info.decimals))} ${info.symbol}`
    : t('request.tokenUnits', { amount: number(amount.toString()), token: truncateAddress(token) })

/**
 * Says in words what an unsafe request will do (spec §6 "Approve Transaction"):
 * `Send 0.1 ETH to 0x7099…79C8`, `Send 25 LTT to 0x…`, `Approve 25 LTT for 0x…` (unlimited
 * for the maximum amount), `Call contract 0x…`, `Deploy a contract`, `Sign a message`,
 * `Sign typed data` (with the domain's chain and contract, the message's fields, and a warning for
 * permits). Native amounts are in wei (18 decimals) whatever the host declared; their symbol is
 * the host's label, so the value's line names the chain. A transaction that carries its gas and
 * fee per gas shows their product as "Maximum network fee". The words are in the frame's locale
 * (`context.words`), amounts in its digits and decimal sign.
 *
 * @param request - The validated request.
 * @param context.native - The active network's native currency label and chain id.
 * @param context.token - The ERC-20 token's symbol and decimals, when the calldata is a transfer
 *   or approve and they could be read; raw units otherwise.
 * @param context.words - The frame's texts and amounts in its locale (English by default).
 */
export function describeRequest(
  request: UnsafeRequest,
  context: { native: NativeCurrency; token?: TokenInfo | undefined; words?: FrameWords },
): RequestDescription {
  const words = context.words ?? englishWords
  const { t, number } = words
  if (request.method === 'personal_sign') {
    const message = toReadableMessage(request.message)
    const description: RequestDescription = {
      summary: t('request.signMessage'),
      details: [],
      message,
    }
    if (message !== request.message && !isHex(request.message))
      description.warning = t('request.invisibleCharacters')
    return description
  }
  if (request.method === 'eth_signTypedData_v4')
    return describeTypedData(
      request.typedData as {
        domain?: Record<string, unknown>
        primaryType: unknown
        message: unknown
      },
      t,
    )
  const { to, value, data, gas } = request.transaction
  const { symbol, chainId } = context.native
  const nativeAmount = (amount: bigint) =>
    `${number(formatAmount(amount, NATIVE_DECIMALS))} ${symbol}`
  const native = nativeAmount(value)
  const valueDetail = {
    label: t('detail.value'),
    value: t('request.nativeValue', { amount: native, chainId: String(chainId) }),
  }
  const perGas = request.transaction.gasPrice ?? request.transaction.maxFeePerGas
  const feeCap =
    gas !== undefined && perGas !== undefined
      ? [{ label: t('detail.maxFee'), value: nativeAmount(gas * perGas) }]
      : []
  if (!to)
    return {
      summary: t('request.deployContract'),
      details: [...(value > 0n ? [valueDetail] : []), ...feeCap],
    }
  const erc20 = value === 0n ? decodeErc20Call({ to, data }) : undefined
  if (erc20?.functionName === 'transfer')
    return {
      summary: t('request.send', {
        amount: tokenAmount(erc20.amount, erc20.token, context.token, words),
        address: truncateAddress(erc20.recipient),
      }),
      details: [
        { label: t('detail.to'), value: erc20.recipient },
        { label: t('detail.token'), value: erc20.token },
        ...feeCap,
      ],
    }
  if (erc20?.functionName === 'approve') {
    const amount =
      erc20.amount !== maxUint256
        ? tokenAmount(erc20.amount, erc20.token, context.token, words)
        : context.token
          ? t('request.unlimited', { symbol: context.token.symbol })
          : t('request.unlimitedUnits', { token: truncateAddress(erc20.token) })
    return {
      summary: t('request.approve', { amount, address: truncateAddress(erc20.spender) }),
      details: [
        { label: t('detail.spender'), value: erc20.spender },
        { label: t('detail.token'), value: erc20.token },
        ...feeCap,
      ],
    }
  }
  if (!data || data === '0x')
    return {
      summary: t('request.send', { amount: native, address: truncateAddress(to) }),
      details: [{ label: t('detail.to'), value: to }, valueDetail, ...feeCap],
    }
  const details = [
    { label: t('detail.contract'), value: to },
    { label: t('detail.function'), value: data.slice(0, 10) },
  ]
  if (value > 0n) details.push(valueDetail)
  return {
    summary: t('request.callContract', { address: truncateAddress(to) }),
    details: [...details, ...feeCap],
  }
}
