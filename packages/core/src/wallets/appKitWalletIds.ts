import { InvalidOptionError } from '../errors/options.js'
import { walletCatalogue } from './walletCatalogue.js'

/**
 * The first 8 hex digits of the AppKit id (the WalletConnect registry's 64-hex id) of each
 * catalogue wallet, in {@link walletCatalogue}'s order; `-` for Frame, which has none.
 */
const APPKIT_IDS =
  'c57ca95b 4622a2b2 fd20dc42 971e689d 1ae92b26 a797aa35 18388be9 ecc4036f 38f5d18b c03dfee3 19177a98 225affb1 bc949c5d e9ff15be 163d2cf1 ef333840 20459438 - 2bd8c14e 1ca0bdd4 2a87d74a 1aedbcfc 0b415a74 6adb6082'.split(
    ' ',
  )

/**
 * Reads a wallet id list option (`featuredWalletIds`, `includeWalletIds`, `excludeWalletIds`):
 * catalogue ids and rdns stay as they are; an AppKit wallet id (64 hex digits, the WalletConnect
 * registry's) of a catalogue wallet becomes that wallet's catalogue id, e.g.
 * `c57ca95b…7d96` → `metamask`. Another AppKit id is kept only when `projectId` is set (the hosted
 * registry lists its wallets by those ids).
 *
 * @param option - The option's name, for the error.
 * @param ids - The option's value, already checked to be strings.
 * @param projectId - The `projectId` option.
 * @throws {InvalidOptionError} `` Invalid option `{option}`: {id} is the AppKit id of no wallet Latch
 *   knows; use a catalogue id or rdns (e.g. `metamask`), or set `projectId` `` for an unknown 64-hex
 *   id without a `projectId`.
 */
export function toCatalogueWalletIds(
  option: string,
  ids: readonly string[] | undefined,
  projectId: string | undefined,
): readonly string[] | undefined {
  return ids?.map((id) => {
    if (!/^[\da-f]{64}$/i.test(id)) return id
    const known = walletCatalogue[APPKIT_IDS.indexOf(id.slice(0, 8).toLowerCase())]?.id
    if (known || projectId) return known ?? id
    throw new InvalidOptionError(
      option,
      `${id} is the AppKit id of no wallet Latch knows; use a catalogue id or rdns (e.g. \`metamask\`), or set \`projectId\``,
    )
  })
}
