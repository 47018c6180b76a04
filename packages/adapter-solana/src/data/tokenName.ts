import { tokenMetadata } from './rpcSchemas.js'

/** A token's display name and symbol. */
export type TokenName = { name: string; symbol: string }

/**
 * The name and symbol to show for a mint. Solana keeps token names outside the mint: in a
 * Metaplex metadata account, or in Token-2022's `tokenMetadata` extension. The RPC data source
 * reads only the latter (a node's `jsonParsed` gives it; Metaplex's account format is not read);
 * without it a token is named by its mint — `'Token 7xKX…gAsU'`, symbol its first 4 characters
 * (`'7xKX'`, case kept: base58 is case-sensitive) — so two tokens never look alike.
 * @param mint - The mint (base58).
 * @param extensions - The mint's Token-2022 extensions as `jsonParsed` lists them, if any.
 */
export function tokenName(
  mint: string,
  extensions?: readonly { extension: string; state?: unknown }[] | undefined,
): TokenName {
  const found = extensions?.find((entry) => entry.extension === 'tokenMetadata')
  const metadata = found ? tokenMetadata.safeParse(found.state) : undefined
  const short = mint.slice(0, 4)
  const name = metadata?.success ? metadata.data.name : ''
  const symbol = metadata?.success ? metadata.data.symbol : ''
  return {
    name: name || `Token ${short}…${mint.slice(-4)}`,
    symbol: symbol || short,
  }
}
