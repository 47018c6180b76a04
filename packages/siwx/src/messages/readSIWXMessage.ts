import type { SIWXMessageData } from '@latch/core'
import { formatBitcoinMessage } from '../verifiers/bip122/formatBitcoinMessage.js'
import { formatSolanaMessage } from '../verifiers/solana/formatSolanaMessage.js'

/**
 * The ecosystem names of "…sign in with your {name} account:", their CAIP-2 namespaces and
 * writers. EIP-4361 texts are viem's to read (`parseSiweMessage`).
 */
const namespaces: Readonly<Record<string, [string, (data: SIWXMessageData) => string]>> = {
  Solana: ['solana', formatSolanaMessage],
  Bitcoin: ['bip122', formatBitcoinMessage],
}

/** The optional lines after `Issued At`, in the order they are written. */
const optionalLines = [
  ['Expiration Time: ', 'expirationTime'],
  ['Not Before: ', 'notBefore'],
  ['Request ID: ', 'requestId'],
] as const

/**
 * The longest text read, in characters: a sign-in message is a few hundred; a megabyte from a
 * hostile client must cost nothing.
 */
const MAX_TEXT_LENGTH = 16_384

/**
 * The body of `parseSIWXMessage`, loaded when first called: see there. Reads the lines, then
 * checks that the namespace's verifier writes the fields read as exactly `text`.
 */
export function readSIWXMessage(text: string): SIWXMessageData | undefined {
  if (typeof text !== 'string' || text.length > MAX_TEXT_LENGTH) return undefined
  const lines = text.split('\n')
  const header = /^(\S+) wants you to sign in with your (\S+) account:$/.exec(lines[0] ?? '')
  const [namespace, format] =
    (header?.[2] && Object.hasOwn(namespaces, header[2]) && namespaces[header[2]]) || []
  const accountAddress = lines[1]
  if (!header?.[1] || !namespace || !format || accountAddress === undefined || lines[2] !== '') {
    return
  }
  let at = 3
  const statement = lines[at] === '' ? undefined : lines[at++]
  if (lines[at++] !== '') return
  const next = (label: string) => {
    const line = lines[at]
    if (!line?.startsWith(label)) return undefined
    at++
    return line.slice(label.length)
  }
  const [uri, version, chainReference, nonce, issuedAt] = [
    'URI: ',
    'Version: ',
    'Chain ID: ',
    'Nonce: ',
    'Issued At: ',
  ].map(next)
  if (
    uri === undefined ||
    version !== '1' ||
    chainReference === undefined ||
    nonce === undefined ||
    issuedAt === undefined
  ) {
    return
  }
  const data: SIWXMessageData = {
    accountAddress,
    chainId: `${namespace}:${chainReference}` as SIWXMessageData['chainId'],
    domain: header[1],
    uri,
    version,
    nonce,
    issuedAt,
    ...(statement === undefined ? {} : { statement }),
  }
  for (const [label, field] of optionalLines) {
    const value = next(label)
    if (value !== undefined) data[field] = value
  }
  if (next('Resources:') === '') {
    const resources: string[] = []
    for (let item = next('- '); item !== undefined; item = next('- ')) resources.push(item)
    data.resources = resources
  }
  if (at !== lines.length) return
  // Strict: only a text the namespace writes, for the fields read, is read.
  try {
    return format(data) === text ? data : undefined
  } catch {
    return undefined
  }
}
