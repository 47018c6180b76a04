import { InvalidSIWXSessionError, type SIWXMessageData, type SIWXSession } from '@latch/core'
import { isSameAccount } from '@latch/core/internal'
import { parseSiweMessage } from 'viem/siwe'
import type { SIWXVerifier } from '../verifiers/types.js'

/** A message `createMessage` issued, remembered under its nonce until a session presents it. */
export type IssuedMessage = {
  data: SIWXMessageData
  /** The exact text to be signed. */
  message: string
  /** The verifier of the message's namespace. */
  verifier: SIWXVerifier
}

/** Parameters of {@link checkSession}. */
export type CheckSessionParameters = {
  session: SIWXSession
  /** The message issued with the session's nonce; `undefined` when none was, or it was used. */
  issued: IssuedMessage | undefined
  /** The RFC 3986 authority sign-ins are for. */
  domain: string
  /** The current time, ms since the epoch. */
  now: number
}

/**
 * Checks a signed sign-in against the message issued for it (CAIP-122; EIP-4361 §"Verifying"), in
 * this order: the nonce was issued here and not used; the domain is ours; the chain id and the
 * address are those the message was made for (address case ignored for `eip155`); it has not
 * expired and its `notBefore` has passed; the session's text and fields are exactly the issued
 * message; the signature verifies (`verifier.verify`: EOA, ERC-1271, ERC-6492 for `eip155`).
 *
 * @param parameters - {@link CheckSessionParameters}
 * @returns Resolves when every check passes.
 * @throws {InvalidSIWXSessionError} naming the first check that failed (`nonce`, `domain`,
 * `chainId`, `address`, `expirationTime`, `notBefore`, `message`, `signature`).
 */
export async function checkSession(parameters: CheckSessionParameters): Promise<void> {
  const { session, issued, domain, now } = parameters
  const { data } = session
  if (!issued) throw new InvalidSIWXSessionError('nonce', { details: `Nonce "${data.nonce}".` })
  if (data.domain !== domain) {
    throw new InvalidSIWXSessionError('domain', { details: `"${data.domain}" is not "${domain}".` })
  }
  if (data.chainId !== issued.data.chainId) {
    const details = `${data.chainId} instead of ${issued.data.chainId}.`
    throw new InvalidSIWXSessionError('chainId', { details })
  }
  // One-click auth (WalletConnect `session_authenticate`): the message was issued before the
  // account was known and the wallet wrote the text itself (adding a ReCap); the address is then
  // the one that signed, and the text must state exactly the issued fields.
  const oneClick = session.cacao !== undefined
  if (!oneClick && !isSameAccount(data, issued.data)) {
    const details = `${data.accountAddress} instead of ${issued.data.accountAddress}.`
    throw new InvalidSIWXSessionError('address', { details })
  }
  // A timestamp that does not parse fails its check (NaN compares false).
  if (data.expirationTime !== undefined && !(now < Date.parse(data.expirationTime))) {
    const details = `Expired at ${data.expirationTime}.`
    throw new InvalidSIWXSessionError('expirationTime', { details })
  }
  if (data.notBefore !== undefined && !(now >= Date.parse(data.notBefore))) {
    throw new InvalidSIWXSessionError('notBefore', { details: `Valid from ${data.notBefore}.` })
  }
  const textMatches = oneClick
    ? statesIssuedFields(session.message, data, issued.data)
    : session.message === issued.message &&
      (await isWrittenAs(issued.verifier, data, issued.message))
  if (!textMatches) throw new InvalidSIWXSessionError('message')
  // The wallet wrote the one-click text: its own time bounds are the ones signed.
  if (oneClick) checkSignedTimeBounds(session.message, now)
  if (!(await issued.verifier.verify(session))) throw new InvalidSIWXSessionError('signature')
}

/**
 * The longest wallet-written text read (one-click auth), in characters. EIP-4361 messages are a
 * few hundred characters and a ReCap adds a few thousand; viem's parser takes time quadratic in
 * a line's length, so a wallet's megabyte of text must not reach it.
 */
const MAX_SIGNED_TEXT_LENGTH = 16_384

/**
 * Whether a wallet-written EIP-4361 text (one-click auth) states the issued domain, URI, nonce and
 * chain, and the session's address. Only eip155 one-click auth exists. A text longer
 * than {@link MAX_SIGNED_TEXT_LENGTH} does not.
 */
function statesIssuedFields(
  text: string,
  data: SIWXMessageData,
  issuedData: SIWXMessageData,
): boolean {
  if (!data.chainId.startsWith('eip155:') || text.length > MAX_SIGNED_TEXT_LENGTH) return false
  const parsed = parseSiweMessage(text)
  return (
    parsed.domain === issuedData.domain &&
    parsed.uri === issuedData.uri &&
    parsed.nonce === issuedData.nonce &&
    `eip155:${parsed.chainId}` === issuedData.chainId &&
    parsed.address?.toLowerCase() === data.accountAddress.toLowerCase()
  )
}

/**
 * Checks the time bounds a wallet-written EIP-4361 text states (one-click auth): it must not have
 * expired nor be not yet valid, whatever the session's data says. A bound that is not an RFC 3339
 * date-time (viem reads it as an Invalid Date) fails its check.
 * @throws {InvalidSIWXSessionError} `expirationTime` or `notBefore`.
 */
function checkSignedTimeBounds(text: string, now: number): void {
  const { expirationTime, notBefore } = parseSiweMessage(text)
  if (expirationTime !== undefined && !(now < expirationTime.getTime())) {
    const details = isDate(expirationTime)
      ? `The signed message expired at ${expirationTime.toISOString()}.`
      : 'The signed message states an expiration time that is not an RFC 3339 date-time.'
    throw new InvalidSIWXSessionError('expirationTime', { details })
  }
  if (notBefore !== undefined && !(now >= notBefore.getTime())) {
    const details = isDate(notBefore)
      ? `The signed message is valid from ${notBefore.toISOString()}.`
      : 'The signed message states a not-before time that is not an RFC 3339 date-time.'
    throw new InvalidSIWXSessionError('notBefore', { details })
  }
}

/** Whether a Date holds a time (an Invalid Date's `toISOString` throws a RangeError). */
function isDate(date: Date): boolean {
  return !Number.isNaN(date.getTime())
}

/**
 * Whether `verifier` writes `data` as exactly `text`. Data it cannot write (its `formatMessage`
 * throws or rejects) is not written as any text.
 */
async function isWrittenAs(
  verifier: SIWXVerifier,
  data: SIWXMessageData,
  text: string,
): Promise<boolean> {
  try {
    return (await verifier.formatMessage(data)) === text
  } catch {
    return false
  }
}
