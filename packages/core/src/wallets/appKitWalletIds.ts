import { InvalidOptionError } from '../errors/options.js'

/**
 * The first 8 hex digits of the AppKit id (the WalletConnect registry's 64-hex id) of each
 * catalogue wallet, in the bundled catalogue's order; `--------` for Frame, which has none.
 * Startup code: the catalogue itself is read only where wallets are listed.
 */
export const appKitIdPrefixes: readonly string[] =
  'c57ca95b4622a2b2fd20dc42971e689d1ae92b26a797aa3518388be9ecc4036f38f5d18bc03dfee319177a98225affb1bc949c5de9ff15be163d2cf1ef33384020459438--------2bd8c14e1ca0bdd42a87d74a1aedbcfc0b415a746adb6082'.match(
    /.{8}/g,
  ) ?? []

/**
 * The catalogue index of the wallet an AppKit wallet id (64 hex digits, any case) names: -1 for
 * another id, or one that is not 64 hex digits.
 *
 * @param id - A wallet id option's entry.
 */
export function appKitIdIndex(id: string): number {
  return /^[\da-f]{64}$/i.test(id) ? appKitIdPrefixes.indexOf(id.slice(0, 8).toLowerCase()) : -1
}

/**
 * Checks a wallet id list option (`featuredWalletIds`, `includeWalletIds`, `excludeWalletIds`) at
 * `createLatch`: an AppKit wallet id (64 hex digits, the WalletConnect registry's) must be one of a
 * catalogue wallet unless `projectId` is set (the hosted registry lists its wallets by those ids).
 * The ids are kept as given; where wallets are listed, a catalogue wallet's AppKit id matches that
 * wallet (`matchesWalletId`).
 *
 * @param option - The option's name, for the error.
 * @param ids - The option's value, already checked to be strings.
 * @param projectId - The `projectId` option.
 * @returns `ids`.
 * @throws {InvalidOptionError} `` Invalid option `{option}`: {id} is an AppKit id Latch does not
 *   know: set `projectId` or use a catalogue id or rdns `` for an unknown 64-hex id without a
 *   `projectId`.
 */
export function checkAppKitWalletIds(
  option: string,
  ids: readonly string[] | undefined,
  projectId: string | undefined,
): readonly string[] | undefined {
  for (const id of ids ?? []) {
    if (!projectId && /^[\da-f]{64}$/i.test(id) && appKitIdIndex(id) === -1) {
      throw new InvalidOptionError(
        option,
        `${id} is an AppKit id Latch does not know: set \`projectId\` or use a catalogue id or rdns`,
      )
    }
  }
  return ids
}
