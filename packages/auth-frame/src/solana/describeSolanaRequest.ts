import { stripInvisible } from '@latch/core/auth-frame'
import type { CallDescription, RequestDescription } from '../approval/describeRequest.js'
import { escapeInvisible } from '../approval/escapeInvisible.js'
import { formatAmount } from '../approval/formatAmount.js'
import type { FrameWords } from '../i18n/createFrameTexts.js'
import {
  LAMPORTS_DECIMALS,
  readAccounts,
  readMintDecimals,
  readTokenAccount,
} from './previewSolanaTransaction.js'
import type { SolanaInstruction, SolanaTransaction } from './readSolanaTransaction.js'
import type { SolanaRpc } from './solanaRpc.js'

type Detail = { label: string; value: string }

/**
 * A message to sign as people read it: its UTF-8 text, each invisible (zero-width, bidi…)
 * character shown as `⟨U+202E⟩`, or `0x…` hex when the bytes are not UTF-8 text.
 *
 * @param message - The raw message bytes.
 * @returns The text, and whether it is hex.
 */
export function readableMessage(message: Uint8Array): {
  text: string
  hex: boolean
  escaped: boolean
} {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(message)
    if (!/[\p{Cc}]/u.test(text.replace(/[\t\n\r]/g, '')))
      return { ...escapeInvisible(text), hex: false }
  } catch {}
  const hex = [...message].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return { text: `0x${hex}`, hex: true, escaped: false }
}

/**
 * Describes `solana_signMessage`: "Sign a message", the message (see {@link readableMessage}), a
 * note when it is shown as hex or holds invisible characters, and the signing address.
 *
 * @param message - The raw bytes to sign.
 * @param wallet - The wallet's base58 address.
 * @param words - The frame's texts.
 */
export function describeSolanaMessage(
  message: Uint8Array,
  wallet: string,
  words: FrameWords,
): RequestDescription {
  const { t } = words
  const shown = readableMessage(message)
  const details: Detail[] = [{ label: t('detail.from'), value: wallet }]
  if (shown.hex) details.push({ label: t('detail.note'), value: t('solana.messageBytes') })
  return {
    summary: t('request.signMessage'),
    message: shown.text,
    details,
    ...(shown.escaped ? { warning: t('request.invisibleCharacters') } : {}),
  }
}

/** A token amount: in the mint's decimals when known, else in raw units with a note. */
type Decimals = (
  instruction: Extract<SolanaInstruction, { type: 'tokenTransfer' }>,
) => Promise<{ mint: string | undefined; decimals: number | undefined }>

/**
 * Reads a token transfer's mint and decimals: `TransferChecked` names both (the program checks
 * them); a plain `Transfer`'s mint is its source account's and its decimals the mint's, read only
 * through the trusted RPC (`undefined` without one).
 */
export function tokenDecimalsReader(trusted: SolanaRpc | undefined): Decimals {
  return async (instruction) => {
    if (instruction.checked) return instruction.checked
    if (!trusted) return { mint: undefined, decimals: undefined }
    try {
      const [source] = await readAccounts(trusted, [instruction.source])
      const mint = readTokenAccount(source)?.mint
      if (!mint) return { mint: undefined, decimals: undefined }
      const [account] = await readAccounts(trusted, [mint])
      return { mint, decimals: readMintDecimals(account) }
    } catch {
      return { mint: undefined, decimals: undefined }
    }
  }
}

/**
 * Describes a Solana transaction by its instructions: a System `Transfer` is "Send 0.5 SOL to
 * <address>", an SPL `Transfer`/`TransferChecked` "Send 12.5 of token <mint> to <account>" (raw
 * units and a note when the decimals cannot be read), one that changes who controls an account
 * (System `Assign`/`Allocate`, SPL `Approve`/`SetAuthority`/`CloseAccount`) says so, anything
 * else "Call to program <id>". One
 * instruction is the summary; more are listed as titled calls under "Solana transaction". A
 * note says when the page sends the signed transaction itself, and when no trusted RPC checks
 * the balance changes.
 *
 * @param transaction - The read transaction.
 * @param context.symbol - The native currency's label (sanitized); amounts are in lamports.
 * @param context.caip2 - The network's CAIP-2 id.
 * @param context.sends - Whether the frame sends it (`solana_signAndSendTransaction`).
 * @param context.trusted - The project's trusted RPC for the network, if any.
 * @param words - The frame's texts.
 */
export async function describeSolanaTransaction(
  transaction: SolanaTransaction,
  context: { symbol: string; caip2: string; sends: boolean; trusted: SolanaRpc | undefined },
  words: FrameWords,
): Promise<RequestDescription> {
  const { t, number } = words
  const decimalsOf = tokenDecimalsReader(context.trusted)
  const described = await Promise.all(
    transaction.instructions.map(async (instruction): Promise<Omit<CallDescription, 'title'>> => {
      if (instruction.type === 'solTransfer') {
        const amount = `${number(formatAmount(instruction.lamports, LAMPORTS_DECIMALS))} ${context.symbol}`
        return {
          summary: t('request.send', { amount, address: instruction.to }),
          details: [{ label: t('detail.to'), value: instruction.to }],
        }
      }
      if (instruction.type === 'authority')
        return {
          summary: t('solana.programCall', { program: instruction.program }),
          details: [{ label: t('detail.contract'), value: instruction.program }],
          warning: t(`solana.${instruction.kind}`, { account: instruction.account }),
        }
      if (instruction.type === 'program')
        return {
          summary: t('solana.programCall', { program: instruction.program }),
          details: [{ label: t('detail.contract'), value: instruction.program }],
        }
      const { mint, decimals } = await decimalsOf(instruction)
      const amount =
        decimals === undefined
          ? t('request.tokenUnits', { amount: instruction.amount.toString(), token: mint ?? '?' })
          : t('solana.tokenAmount', {
              amount: number(formatAmount(instruction.amount, decimals)),
              mint: mint ?? '?',
            })
      const details: Detail[] = [{ label: t('detail.to'), value: instruction.destination }]
      if (mint) details.push({ label: t('detail.token'), value: mint })
      if (decimals === undefined)
        details.push({ label: t('detail.note'), value: t('request.tokenUnchecked') })
      return { summary: t('request.send', { amount, address: instruction.destination }), details }
    }),
  )
  const notes: Detail[] = []
  if (!context.sends) notes.push({ label: t('detail.note'), value: t('solana.signOnly') })
  if (!context.trusted)
    notes.push({
      label: t('detail.note'),
      value: t('request.previewUnchecked', { chainId: context.caip2 }),
    })
  const [only] = described
  if (described.length === 1 && only) return { ...only, details: [...only.details, ...notes] }
  return {
    summary: t('solana.transaction'),
    details: notes,
    calls: described.map((call, index) => ({
      title: t('approval.callHeading', { index: index + 1, total: described.length }),
      ...call,
    })),
  }
}

/** The host's label for a network or currency, invisible characters out, cut; or `fallback`. */
export const hostLabel = (text: string, length: number, fallback: string) =>
  stripInvisible(text).trim().slice(0, length) || fallback
