import * as z from 'zod/mini'
import { InvalidParameterError } from '../../errors/parameters.js'
import type { WalletEntry } from '../../wallets/types.js'

const reason = 'must be a non-empty string of at most 200 characters'
const text = z
  .string({ error: reason })
  .check(z.minLength(1, { error: reason }), z.maxLength(200, { error: reason }))

/** The wallet a `connectWalletConnect` call names: its id and name are stored and sent in events. */
const walletConnectWalletSchema = z.optional(
  z.object({ id: text, name: text }, { error: 'must be an object with `id` and `name`' }),
)

/**
 * Checks the `wallet` given to `connectWalletConnect` (spec §4: its id and name become the recent
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
  const result = walletConnectWalletSchema.safeParse(wallet)
  if (result.success) return result.data && { id: result.data.id, name: result.data.name }
  const [issue] = result.error.issues
  const path = ['wallet', ...(issue?.path ?? []).map(String)].join('.')
  throw new InvalidParameterError(path, issue?.message ?? reason)
}
