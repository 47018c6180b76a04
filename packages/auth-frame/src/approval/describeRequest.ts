import { truncateAddress } from '@latch/core/auth-frame'
import {
  type Address,
  decodeFunctionData,
  erc20Abi,
  erc721Abi,
  type Hex,
  hexToBytes,
  isHex,
} from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { englishWords, type FrameWords } from '../i18n/createFrameTexts.js'
import type { UnsafeRequest } from '../rpc/parseUnsafeRequest.js'
import {
  describeTypedData,
  showText,
  type TypedDataInput,
  UNLIMITED_THRESHOLD,
} from './describeTypedData.js'
import { escapeInvisible } from './escapeInvisible.js'
import { formatAmount } from './formatAmount.js'

/** An ERC-20 token's symbol and decimals, as read from its contract. */
export type TokenInfo = { symbol: string; decimals: number }

/**
 * An ERC-20 `transfer` or `approve`, or an ERC-721/1155 `setApprovalForAll`, found in a
 * transaction's calldata.
 */
export type Erc20Call =
  | { functionName: 'transfer'; token: Address; recipient: Address; amount: bigint }
  | { functionName: 'approve'; token: Address; spender: Address; amount: bigint }
  | { functionName: 'setApprovalForAll'; token: Address; operator: Address; approved: boolean }

/** eip155 native amounts are always in wei, whatever decimals the host declared. */
export const NATIVE_DECIMALS = 18

/** The active network's native currency: the host's label for it and the chain it is on. */
export type NativeCurrency = { symbol: string; chainId: number }

/** What the approval UI says: one sentence, labelled facts, and a message's text. */
export type RequestDescription = {
  /** What will happen, e.g. `Send 0.1 ETH to 0x7099…79C8`. */
  summary: string
  /** Labelled facts, e.g. `{ label: 'To', value: '0x7099…' }` (full addresses). */
  details: { label: string; value: string }[]
  /** The text to sign (`personal_sign`), invisible characters shown as `⟨U+202E⟩`, if any. */
  message?: string
  /**
   * A typed-data message's signed fields as `path: value` lines: every field its types name, in
   * their order, and nothing else (can be long: the view scrolls).
   */
  fields?: string[]
  /**
   * The dangers to say out loud (role=alert), one per line (`\n`): a permit's spender, an
   * unlimited amount, an operator allowed to move all tokens, a sign-in for another site.
   */
  warning?: string
  /** A batch's calls, in the order they run, each described as a transaction would be. */
  calls?: CallDescription[]
  /** The line saying the account is upgraded first (EIP-7702 delegation), when it is. */
  upgrade?: string
}

/** One call of a batch: its title (`Call 1 of 2`) and what it does, as a transaction's words. */
export type CallDescription = {
  title: string
  summary: string
  details: { label: string; value: string }[]
  /** Its dangers, one per line (`\n`). */
  warning?: string
}

/**
 * Finds an ERC-20 `transfer(to, amount)` or `approve(spender, amount)`, or an ERC-721/1155
 * `setApprovalForAll(operator, approved)`, in a transaction (viem `decodeFunctionData` with
 * `erc20Abi`, then `erc721Abi`).
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
  try {
    const call = decodeFunctionData({ abi: erc721Abi, data: transaction.data })
    if (call.functionName === 'setApprovalForAll')
      return {
        functionName: 'setApprovalForAll',
        token: transaction.to,
        operator: call.args[0],
        approved: call.args[1],
      }
  } catch {}
  return undefined
}

/**
 * The domain of an EIP-4361 (Sign-In with Ethereum) message, when it is one and it names another
 * site than the host page that asks for the signature: the message's `domain` (host and port)
 * against the verified host origin's.
 *
 * @param message - The readable message (see {@link toReadableMessage}).
 * @param hostOrigin - The verified origin of the host page, e.g. `https://app.example`.
 * @returns The message's domain when it is not the host's; `undefined` otherwise.
 */
export function foreignSignInDomain(message: string, hostOrigin: string): string | undefined {
  let domain: string | undefined
  try {
    domain = parseSiweMessage(message).domain
  } catch {}
  if (domain === undefined) return undefined
  let host: string
  try {
    host = new URL(hostOrigin).host
  } catch {
    return domain
  }
  return domain.toLowerCase() === host.toLowerCase() ? undefined : domain
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
 * Says in words what an unsafe request will do:
 * `Send 0.1 ETH to 0x7099…79C8`, `Send 25 LTT to 0x…`, `Approve 25 LTT for 0x…` (unlimited,
 * with a warning, from 2^255 up), `Approve all your tokens of 0x… for 0x…` (`setApprovalForAll`,
 * with a warning when it grants), `Call contract 0x…`, `Deploy a contract`, `Sign a message` (a
 * warning for invisible characters and for a sign-in message naming another domain than the
 * host's), `Sign typed data` (see `describeTypedData`: every signed field, nothing else); a
 * batch's calls are described one by one as transactions by `describeCalls`. An
 * ERC-20 amount whose token could not be read from a trusted RPC is in raw units, with the token's
 * address and a note saying so. Native amounts are in wei (18 decimals) whatever the host declared; their symbol is
 * the host's label, so the value's line names the chain. A transaction that carries its gas and
 * fee per gas shows their product as "Maximum network fee". The words are in the frame's locale
 * (`context.words`), amounts in its digits and decimal sign.
 *
 * @param request - The validated request.
 * @param context.native - The active network's native currency label and chain id.
 * @param context.token - The ERC-20 token's symbol and decimals, when the calldata is a transfer
 *   or approve and they could be read from a trusted RPC; raw units and a note otherwise.
 * @param context.words - The frame's texts and amounts in its locale (English by default).
 * @param context.hostOrigin - The verified host page's origin: a sign-in message (EIP-4361) for
 *   another domain is warned about.
 * @param context.trusted - Whether the frame has an RPC it trusts for this chain (the auth
 *   server's): without one (`false`), a note says the balance changes could not be checked.
 */
export function describeRequest(
  request: Extract<
    UnsafeRequest,
    { method: 'personal_sign' | 'eth_signTypedData_v4' | 'eth_sendTransaction' }
  >,
  context: {
    native: NativeCurrency
    token?: TokenInfo | undefined
    words?: FrameWords
    hostOrigin?: string | undefined
    trusted?: boolean | undefined
  },
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
    const warnings: string[] = []
    if (message !== request.message && !isHex(request.message))
      warnings.push(t('request.invisibleCharacters'))
    const origin = context.hostOrigin
    const domain = origin === undefined ? undefined : foreignSignInDomain(message, origin)
    if (domain !== undefined && origin !== undefined)
      warnings.push(t('request.signInElsewhere', { domain: showText(domain), origin }))
    if (warnings.length > 0) description.warning = warnings.join('\n')
    return description
  }
  if (request.method === 'eth_signTypedData_v4')
    return describeTypedData(request.typedData as unknown as TypedDataInput, t)
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
  const tokenNote = { label: t('detail.note'), value: t('request.tokenUnchecked') }
  const previewNote =
    context.trusted === false
      ? [
          {
            label: t('detail.note'),
            value: t('request.previewUnchecked', { chainId: String(chainId) }),
          },
        ]
      : []
  if (!to)
    return {
      summary: t('request.deployContract'),
      details: [...(value > 0n ? [valueDetail] : []), ...feeCap, ...previewNote],
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
        ...(context.token ? [] : [tokenNote]),
        ...previewNote,
      ],
    }
  if (erc20?.functionName === 'approve') {
    const unlimited = erc20.amount >= UNLIMITED_THRESHOLD
    const amount = !unlimited
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
        ...(context.token || unlimited ? [] : [tokenNote]),
        ...previewNote,
      ],
      ...(unlimited ? { warning: t('request.unlimitedApproval', { spender: erc20.spender }) } : {}),
    }
  }
  if (erc20?.functionName === 'setApprovalForAll')
    return {
      summary: t('request.approveAll', {
        token: truncateAddress(erc20.token),
        address: truncateAddress(erc20.operator),
      }),
      details: [
        { label: t('detail.operator'), value: erc20.operator },
        { label: t('detail.contract'), value: erc20.token },
        ...feeCap,
        ...previewNote,
      ],
      ...(erc20.approved
        ? { warning: t('request.operatorWarning', { operator: erc20.operator }) }
        : {}),
    }
  if (!data || data === '0x')
    return {
      summary: t('request.send', { amount: native, address: truncateAddress(to) }),
      details: [{ label: t('detail.to'), value: to }, valueDetail, ...feeCap, ...previewNote],
    }
  const details = [
    { label: t('detail.contract'), value: to },
    { label: t('detail.function'), value: data.slice(0, 10) },
  ]
  if (value > 0n) details.push(valueDetail)
  return {
    summary: t('request.callContract', { address: truncateAddress(to) }),
    details: [...details, ...feeCap, ...previewNote],
  }
}
