import * as v from 'valibot'
import { parseCaipNetworkId } from '../caip/parseCaipNetworkId.js'
import type { CaipNetworkId } from '../caip/types.js'
import type { TokenOption } from '../data/types.js'
import { InvalidOptionError } from '../errors/options.js'
import { isSafeImageUrl } from '../format/isSafeImageUrl.js'
import { checkOptionSchema } from './optionSchemas.js'
import { isRecord, zodLikeObject } from './parseSchema.js'

/** Token addresses Latch can read: an EVM contract (`0x` + 40 hex) or a Solana mint (base58). */
const tokenAddress = /^(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/

const needsAddress = 'needs an `address`: a 0x contract address or a base58 mint'

const badImage = 'must be an http(s): or data:image/ URL'

/** One `tokens` entry: `{ address, image? }`, both strings; `checkToken` checks their contents. */
const tokenSchema = zodLikeObject(
  v.looseObject({ address: v.string(needsAddress), image: v.optional(v.string(badImage)) }),
  needsAddress,
)

/** A token with a valid address and, when given, an `http(s):` or `data:image/` image. */
function checkToken(option: string, value: unknown): TokenOption {
  const { address, image } = checkOptionSchema(tokenSchema, value, option)
  if (!tokenAddress.test(address)) throw new InvalidOptionError(option, needsAddress)
  if (image !== undefined && !isSafeImageUrl(image)) {
    throw new InvalidOptionError(`${option}.image`, badImage)
  }
  return { address, image }
}

/**
 * Checks the `tokens` option: by CAIP-2 network id, one token (`{ address, image? }`, as
 * AppKit takes it) or a list of them. The Account view's Tokens tab always lists these, at zero too.
 *
 * @returns Every network's tokens as a list (`{}` when the option is absent).
 * @throws {InvalidOptionError} `Invalid option \`tokens.{id}\`: …` for a key that is not a CAIP-2
 *   id, a token without a valid address, or an image that is not `http(s):`/`data:image/`.
 */
export function checkTokens(
  value: unknown,
): Readonly<Record<CaipNetworkId, readonly TokenOption[]>> {
  if (value === undefined) return {}
  if (!isRecord(value))
    throw new InvalidOptionError('tokens', 'must be an object keyed by CAIP-2 network id')
  const tokens: Record<CaipNetworkId, readonly TokenOption[]> = {}
  for (const [id, entry] of Object.entries(value)) {
    try {
      parseCaipNetworkId(id)
    } catch (error) {
      throw new InvalidOptionError(`tokens.${id}`, (error as Error).message)
    }
    const list = Array.isArray(entry) ? entry : [entry]
    tokens[id as CaipNetworkId] = list.map((token, index) =>
      checkToken(Array.isArray(entry) ? `tokens.${id}[${index}]` : `tokens.${id}`, token),
    )
  }
  return tokens
}
