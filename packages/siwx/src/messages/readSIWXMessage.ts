import type { ChainNamespace, SIWXMessageData } from '@latch/core'
import { createBip122Verifier } from '../verifiers/createBip122Verifier.js'
import { createEip155Verifier } from '../verifiers/createEip155Verifier.js'
import { createSolanaVerifier } from '../verifiers/createSolanaVerifier.js'
import type { SIWXVerifier } from '../verifiers/types.js'
import { isWrittenAs } from './isWrittenAs.js'

/** The ecosystem names of "…sign in with your {name} account:" and their CAIP-2 namespaces. */
const namespaces: Readonly<Record<string, ChainNamespace>> = {
  Ethereum: 'eip155',
  Solana: 'solana',
  Bitcoin: 'bip122',
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
 * Reads a CAIP-122 sign-in text (https://chainagnostic.org/CAIPs/caip-122) back into its fields:
 * EIP-4361 for Ethereum accounts, the same layout for Solana and Bitcoin ones, as the `eip155`,
 * `solana` and `bip122` verifiers write them. A server can read what a wallet signed, then verify
 * it (`createSolanaVerifier().verify({ data, message, signature })`, and so on).
 *
 * Strict: the text must be exactly what the namespace's verifier writes for the fields read
 * (writing them back gives the same text), so every field passes the writer's checks, no line is
 * missing, repeated, reordered or added, and the `Chain ID` line is a network the verifier knows
 * (`chainId` is `{namespace}:{Chain ID}`, e.g. `eip155:1`, `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`).
 * An EIP-4361 text must write its address EIP-55 checksummed, as viem does.
 *
 * @param text - The signed text.
 * @returns The fields, optional ones only when written; `undefined` for any other text (or one
 * longer than 16,384 characters).
 *
 * @example
 * import { parseSIWXMessage } from '@latch/siwx'
 *
 * const data = parseSIWXMessage(message)
 * if (data?.domain !== 'service.org') throw new Error('Not our sign-in')
 */
export function parseSIWXMessage(text: string): SIWXMessageData | undefined {
  if (typeof text !== 'string' || text.length > MAX_TEXT_LENGTH) return undefined
  const lines = text.split('\n')
  const header = /^(\S+) wants you to sign in with your (\S+) account:$/.exec(lines[0] ?? '')
  const namespace = header?.[2] && Object.hasOwn(namespaces, header[2]) && namespaces[header[2]]
  const accountAddress = lines[1]
  if (!header?.[1] || !namespace || accountAddress === undefined || lines[2] !== '') return
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
    chainId: `${namespace}:${chainReference}`,
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
  return isWrittenAs(verifiers[namespace], data, text) ? data : undefined
}

/** The verifiers whose writers the text is checked against, one per namespace. */
const verifiers: Partial<Record<ChainNamespace, SIWXVerifier>> = {
  eip155: createEip155Verifier(),
  solana: createSolanaVerifier(),
  bip122: createBip122Verifier(),
}
