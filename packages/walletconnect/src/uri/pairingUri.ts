import { PairingUriError } from './errors.js'

const hex32Pattern = /^[0-9a-f]{64}$/
const digitsPattern = /^[0-9]+$/

/** Parameters of {@link formatPairingUri}. */
export type FormatPairingUriParameters = {
  /** The pairing topic, `hashKey(symKey)`: 64 lowercase hex characters. */
  topic: string
  /** The pairing's symmetric key, 64 lowercase hex characters. */
  symKey: string
  /** When the pairing expires, in Unix **seconds** (the spec asks for now + 5 minutes). */
  expiryTimestamp: number
  /** The relay protocol. Defaults to `'irn'`. */
  relayProtocol?: string
  /** Methods the pairing is for, e.g. `['wc_sessionAuthenticate']`; omitted when absent or empty. */
  methods?: readonly string[]
}

/** What {@link parsePairingUri} reads from a pairing URI. */
export type ParsePairingUriReturnType = {
  /** The pairing topic, 64 lowercase hex characters. */
  topic: string
  /** Always `2`: other versions are refused. */
  version: 2
  /** The pairing's symmetric key, 64 lowercase hex characters. */
  symKey: string
  /** The `relay-protocol` parameter, e.g. `'irn'`. */
  relayProtocol: string
  /** The `expiryTimestamp` parameter, in Unix seconds, when present. */
  expiryTimestamp?: number
  /** The `methods` parameter split on commas, as `@walletconnect/utils`' `parseUri`, when present. */
  methods?: string[]
}

/**
 * Writes a WalletConnect v2 pairing URI (EIP-1328;
 * https://specs.walletconnect.com/2.0/specs/clients/core/pairing/pairing-uri):
 * `wc:<topic>@2?relay-protocol=irn&symKey=<symKey>&expiryTimestamp=<seconds>[&methods=<a>%2C<b>]`,
 * byte for byte what `@walletconnect/utils`' `formatUri` writes for the same pairing (same
 * parameter order, `URLSearchParams` escaping, methods joined by commas).
 *
 * @param parameters - {@link FormatPairingUriParameters}
 * @returns The URI, for the QR code or the wallet's deep link.
 * @throws {PairingUriError} 'Invalid WalletConnect URI: <what>' for a topic or symKey that is not
 * 64 lowercase hex characters, an `expiryTimestamp` that is not a positive integer, an empty
 * `relayProtocol`, or a method that is empty or contains a comma.
 *
 * @example
 * import { formatPairingUri, generateSymKey, hashKey } from '@latch/walletconnect'
 *
 * const symKey = generateSymKey()
 * const uri = formatPairingUri({
 *   topic: hashKey(symKey),
 *   symKey,
 *   expiryTimestamp: Math.floor(Date.now() / 1000) + 300,
 * })
 */
export function formatPairingUri(parameters: FormatPairingUriParameters): string {
  const { topic, symKey, expiryTimestamp, relayProtocol = 'irn', methods = [] } = parameters
  checkHex32('topic', topic)
  checkHex32('symKey', symKey)
  if (!Number.isSafeInteger(expiryTimestamp) || expiryTimestamp <= 0) {
    throw new PairingUriError(
      `expiryTimestamp ${expiryTimestamp} is not a positive integer (seconds)`,
    )
  }
  if (relayProtocol === '') throw new PairingUriError('relay-protocol is empty')
  if (methods.some((method) => method === '' || method.includes(','))) {
    throw new PairingUriError('a method is empty or contains a comma')
  }
  const query = new URLSearchParams({
    'relay-protocol': relayProtocol,
    symKey,
    expiryTimestamp: String(expiryTimestamp),
  })
  if (methods.length > 0) query.set('methods', methods.join(','))
  return `wc:${topic}@2?${query}`
}

/**
 * Reads and validates a WalletConnect v2 pairing URI (EIP-1328;
 * https://specs.walletconnect.com/2.0/specs/clients/core/pairing/pairing-uri). Accepts `wc:` and
 * the Android deep-link form `wc://`; `symKey` and `relay-protocol` are required, `expiryTimestamp`
 * and `methods` optional, other parameters (e.g. `relay-data`) ignored. Any other string throws a
 * {@link PairingUriError}, never another error.
 *
 * @param uri - The URI, e.g. `'wc:7f6e…90f9@2?relay-protocol=irn&symKey=587d…d303&expiryTimestamp=1705667684'`.
 * @returns {@link ParsePairingUriReturnType}; `expiryTimestamp` in Unix seconds.
 * @throws {PairingUriError} 'Invalid WalletConnect URI: <what>': not the `wc:` scheme, no or a
 * wrong version (`@1` is WalletConnect v1), a topic or symKey that is not 64 lowercase hex
 * characters, no `relay-protocol`, an `expiryTimestamp` that is not a positive integer, a
 * parameter given twice.
 *
 * @example
 * import { parsePairingUri } from '@latch/walletconnect'
 *
 * const { topic, symKey, expiryTimestamp } = parsePairingUri(uri)
 */
export function parsePairingUri(uri: string): ParsePairingUriReturnType {
  if (!uri.startsWith('wc:')) throw new PairingUriError('it does not start with "wc:"')
  const rest = uri.startsWith('wc://') ? uri.slice(5) : uri.slice(3)
  const queryStart = rest.indexOf('?')
  const path = queryStart === -1 ? rest : rest.slice(0, queryStart)
  const versionStart = path.indexOf('@')
  if (versionStart === -1) throw new PairingUriError('no version after the topic ("@2")')
  const topic = path.slice(0, versionStart)
  const version = path.slice(versionStart + 1)
  if (version !== '2') throw new PairingUriError(`version ${version || '(empty)'} is not 2`)
  checkHex32('topic', topic)

  const query = new URLSearchParams(queryStart === -1 ? '' : rest.slice(queryStart + 1))
  const read = (name: string) => {
    const values = query.getAll(name)
    if (values.length > 1) throw new PairingUriError(`${name} is given ${values.length} times`)
    return values[0]
  }
  const symKey = read('symKey')
  if (symKey === undefined) throw new PairingUriError('no symKey')
  checkHex32('symKey', symKey)
  const relayProtocol = read('relay-protocol')
  if (!relayProtocol) throw new PairingUriError('no relay-protocol')
  const result: ParsePairingUriReturnType = { topic, version: 2, symKey, relayProtocol }

  const expiryTimestamp = read('expiryTimestamp')
  if (expiryTimestamp !== undefined) {
    const seconds = Number(expiryTimestamp)
    if (!digitsPattern.test(expiryTimestamp) || !Number.isSafeInteger(seconds) || seconds <= 0) {
      throw new PairingUriError(
        `expiryTimestamp ${expiryTimestamp} is not a positive integer (seconds)`,
      )
    }
    result.expiryTimestamp = seconds
  }
  const methods = read('methods')
  if (methods !== undefined) result.methods = methods.split(',')
  return result
}

function checkHex32(name: 'topic' | 'symKey', value: string) {
  if (!hex32Pattern.test(value)) {
    throw new PairingUriError(`the ${name} is not 64 lowercase hex characters`)
  }
}
