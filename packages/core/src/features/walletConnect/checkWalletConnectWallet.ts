import * as v from 'valibot'
import { InvalidParameterError } from '../../errors/parameters.js'
import { parseSchema, zodLikeObject } from '../../options/parseSchema.js'
import type { WalletEntry } from '../../wallets/types.js'

const reason = 'must be a non-empty string of at most 200 characters'
const text = v.pipe(v.string(reason), v.minLength(1, reason), v.maxLength(200, reason))

/** The wallet a `connectWalletConnect` call names: its id and name are stored and sent in events. */
const walletConnectWalletSchema = v.optional(
  zodLikeObject(v.looseObject({ id: text, name: text }), 'must be an object with `id` and `name`'),
)

/**
 * Checks the `wallet` given to `connectWalletConnect` (its id and name become the recent
 * wallet in storage and the CONNECT_SUCCESS event's `name`), once, at the client's boundary.
 *
 * @returns The wallet's `id` and `name` only (other fields dropped), or `undefined`.
 * @throws {InvalidParameterError} `Invalid parameter \`wallet.id\`: must be a non-empty string of at
 *   most 200 characters` (likewise `wallet.name`); `Invalid parameter \`wallet\`: must be an object
 *   with \`id\` and \`name\`` for anything else but `undefined`.
 */
export function checkWalletConnectWallet(
  wallet: unknown,
): Pick<WalletEntry, 'id' | 'name'> | undefined {
  const result = parseSchema(walletConnectWalletSchema, wallet)
  if (result.success) return result.output && { id: result.output.id, name: result.output.name }
  const { path, reason: message } = result.problem
  throw new InvalidParameterError(['wallet', ...path].join('.'), message)
}
