import type { SIWXMessageData } from '@latch/core'
import {
  InvalidSIWXMessageFieldError,
  type SIWXMessageField,
} from '../errors/InvalidSIWXMessageFieldError.js'
import { isRfc3339DateTime } from './isRfc3339DateTime.js'

/** How one namespace's account and network read in a CAIP-122 text. */
export type Caip122Profile = {
  /** The ecosystem's name in "…sign in with your {accountName} account:", e.g. `Solana`. */
  accountName: string
  /** The `Chain ID` line: the CAIP-2 reference of `data.chainId`, e.g. `5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
  chainReference: string
}

/**
 * Writes a sign-in's fields as CAIP-122 text (https://chainagnostic.org/CAIPs/caip-122), line for
 * line the EIP-4361 layout (https://eips.ethereum.org/EIPS/eip-4361) with the namespace's account
 * name, as the Solana profile (ChainAgnostic namespaces, solana/caip122.md) writes it:
 *
 * ```
 * {domain} wants you to sign in with your {accountName} account:
 * {accountAddress}
 *
 * {statement}
 *
 * URI: {uri}
 * Version: 1
 * Chain ID: {chainReference}
 * Nonce: {nonce}
 * Issued At: {issuedAt}
 * Expiration Time: {expirationTime}
 * Not Before: {notBefore}
 * Request ID: {requestId}
 * Resources:
 * - {resources[0]}
 * ```
 *
 * Without a statement (absent or empty) its line and the blank line after it go, leaving three
 * line breaks after the address, as EIP-4361 writes it; absent optional fields write no line (an
 * empty `requestId` neither); `resources`, when given, write the `Resources:` line even empty.
 * Timestamps are written as given. Every field is checked first, so the text always reads back
 * (`parseSIWXMessage`); the caller checks the address and the chain reference.
 *
 * @param data - The fields; `accountAddress` is written verbatim.
 * @param profile - {@link Caip122Profile}
 * @returns The text a wallet signs.
 * @throws {InvalidSIWXMessageFieldError} for the first field that cannot be written: `domain`,
 * `uri`, `version`, `nonce`, `issuedAt`, `expirationTime`, `notBefore`, `statement`, `requestId`,
 * `resources`.
 */
export function formatCaip122Message(data: SIWXMessageData, profile: Caip122Profile): string {
  const { domain, uri, version, nonce, issuedAt, expirationTime, notBefore } = data
  const { statement, requestId, resources } = data
  const fail = (field: SIWXMessageField, rule: string, value: unknown) => {
    throw new InvalidSIWXMessageFieldError(field, rule, value)
  }
  if (!isAuthority(domain)) {
    fail(
      'domain',
      'must be an RFC 3986 authority: a host name, an IPv4 address or localhost, and a port',
      domain,
    )
  }
  if (!isUri(uri)) fail('uri', 'must be an RFC 3986 URI', uri)
  if (version !== '1') fail('version', "must be '1'", version)
  if (typeof nonce !== 'string' || !/^[a-zA-Z0-9]{8,}$/.test(nonce)) {
    fail('nonce', 'must be at least 8 alphanumeric characters', nonce)
  }
  const timestamps = { issuedAt, expirationTime, notBefore }
  for (const [field, value] of Object.entries(timestamps) as [keyof typeof timestamps, unknown][]) {
    if ((field === 'issuedAt' || value !== undefined) && !isRfc3339DateTime(value)) {
      fail(field, 'must be an RFC 3339 date-time', value)
    }
  }
  if (statement !== undefined && !isStatement(statement)) {
    const rule =
      'must be one line, without control, bidirectional-override or lone surrogate characters'
    fail('statement', rule, statement)
  }
  if (requestId !== undefined && !isPchars(requestId)) {
    fail('requestId', 'must be RFC 3986 path characters (pchar)', requestId)
  }
  if (resources !== undefined && !(Array.isArray(resources) && resources.every(isUri))) {
    fail('resources', 'must be RFC 3986 URIs', resources)
  }
  const lines = [
    `${domain} wants you to sign in with your ${profile.accountName} account:`,
    data.accountAddress,
    '',
    ...(statement ? [statement, ''] : ['']),
    `URI: ${uri}`,
    `Version: ${version}`,
    `Chain ID: ${profile.chainReference}`,
    `Nonce: ${nonce}`,
    `Issued At: ${issuedAt}`,
  ]
  if (expirationTime !== undefined) lines.push(`Expiration Time: ${expirationTime}`)
  if (notBefore !== undefined) lines.push(`Not Before: ${notBefore}`)
  if (requestId) lines.push(`Request ID: ${requestId}`)
  if (resources) lines.push('Resources:', ...resources.map((resource) => `- ${resource}`))
  return lines.join('\n')
}

/** RFC 3986 authority as EIP-4361 domains are (viem's three patterns): DNS name, IPv4, localhost. */
const authority = [
  /^([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+([a-zA-Z]{2,63}|[xX][nN]--[a-zA-Z0-9-]{0,58}[a-zA-Z0-9])(:[0-9]{1,5})?$/,
  /^(25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)(\.(25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)){3}(:[0-9]{1,5})?$/,
  /^localhost(:[0-9]{1,5})?$/,
]

function isAuthority(value: unknown): value is string {
  return typeof value === 'string' && authority.some((pattern) => pattern.test(value))
}

/**
 * An RFC 3986 URI: a scheme, then only URI characters with complete percent escapes, an
 * authority's path empty or absolute (RFC 3986 §3.3). No space, line break or other character a reader
 * could take for the end of the line.
 */
function isUri(value: unknown): value is string {
  if (typeof value !== 'string') return false
  const uri = /^[a-zA-Z][a-zA-Z0-9+.-]*:(\/\/[^/?#]*)?([^?#]*)(\?[^#]*)?(#.*)?$/.exec(value)
  if (!uri || !/^(?:[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]|%[0-9A-Fa-f]{2})*$/.test(value)) {
    return false
  }
  const [, authorityPart, path = ''] = uri
  return authorityPart === undefined ? !path.startsWith('//') : path === '' || path.startsWith('/')
}

/**
 * One line a person reads as written: no C0/C1 control (line breaks included), no line or
 * paragraph separator, no bidirectional embedding, override or isolate (which reorder what is
 * shown), no lone surrogate (which UTF-8 cannot carry: the wallet would sign U+FFFD).
 */
function isStatement(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    !/[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]|\p{Cs}/u.test(value)
  )
}

/** RFC 3986 `*pchar`, EIP-4361's `request-id`. */
function isPchars(value: unknown): value is string {
  return (
    typeof value === 'string' && /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})*$/.test(value)
  )
}
