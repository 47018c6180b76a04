import { formatRecapStatement, readRecap } from './recap.js'
import type { Cacao } from './schemas.js'

/**
 * The CAIP-122 / EIP-4361 message a wallet signed for a CACAO's payload (the text
 * WalletConnect wallets build for `wc_sessionAuthenticate`): header with the domain, the address
 * from the `did:pkh` issuer, the statement extended by the ReCap's (ERC-5573), then URI
 * (`aud`), Version, Chain ID (the reference), Nonce, Issued At, and Expiration Time, Not Before,
 * Request ID and Resources when present.
 *
 * @param payload - The CACAO's `p`, with `iss` = `did:pkh:<namespace>:<reference>:<address>`.
 * @returns The message, lines joined with `\n`.
 *
 * @example
 * formatAuthMessage(cacao.p)
 * // 'localhost wants you to sign in with your Ethereum account:\n0xf39F…2266\n\n…'
 */
export function formatAuthMessage(payload: Cacao['p']): string {
  const [, , , reference = '', address = ''] = payload.iss.split(':')
  const recap = readRecap(payload.resources)
  const statement = recap ? formatRecapStatement(payload.statement, recap) : payload.statement
  const lines = [
    `${payload.domain} wants you to sign in with your Ethereum account:`,
    address,
    '',
    statement || undefined,
    '',
    `URI: ${payload.aud}`,
    `Version: ${payload.version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${payload.nonce}`,
    `Issued At: ${payload.iat}`,
    payload.exp ? `Expiration Time: ${payload.exp}` : undefined,
    payload.nbf ? `Not Before: ${payload.nbf}` : undefined,
    payload.requestId ? `Request ID: ${payload.requestId}` : undefined,
    payload.resources
      ? `Resources:${payload.resources.map((resource) => `\n- ${resource}`).join('')}`
      : undefined,
  ]
  return lines.filter((line) => line !== undefined).join('\n')
}
