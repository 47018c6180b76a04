import { InvalidOptionError } from '../errors/options.js'

/**
 * AppKit's wallet ids (the WalletConnect registry's 64-hex ids) of the catalogue's wallets, by
 * their first 8 hex digits, to the catalogue id they stand for. Frame has no AppKit id here.
 */
const APPKIT_WALLETS: Readonly<Record<string, string>> = {
  c57ca95b: 'metamask',
  '4622a2b2': 'trust',
  fd20dc42: 'coinbase',
  '971e689d': 'okx',
  '1ae92b26': 'rainbow',
  a797aa35: 'phantom',
  '18388be9': 'rabby',
  ecc4036f: 'zerion',
  '38f5d18b': 'bitget',
  c03dfee3: 'uniswap',
  '19177a98': 'ledger',
  '225affb1': 'safe',
  bc949c5d: 'argent',
  e9ff15be: 'exodus',
  '163d2cf1': 'brave',
  ef333840: 'imtoken',
  '20459438': 'tokenpocket',
  '2bd8c14e': 'backpack',
  '1ca0bdd4': 'solflare',
  '2a87d74a': 'xverse',
  '1aedbcfc': 'onekey',
  '0b415a74': 'safepal',
  '6adb6082': 'keplr',
}

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
 * @throws {InvalidOptionError} `` Invalid option `{option}`: {id} is an AppKit wallet id of no wallet
 *   in Latch's catalogue; use the wallet's catalogue id or rdns (e.g. `metamask` or `io.metamask`),
 *   or set `projectId` to list wallets from the hosted registry `` for an unknown 64-hex id without
 *   a `projectId`.
 */
export function toCatalogueWalletIds(
  option: string,
  ids: readonly string[] | undefined,
  projectId: string | undefined,
): readonly string[] | undefined {
  return ids?.map((id) => {
    if (!/^[\da-f]{64}$/i.test(id)) return id
    const known = APPKIT_WALLETS[id.slice(0, 8).toLowerCase()]
    if (known || projectId) return known ?? id
    throw new InvalidOptionError(
      option,
      `${id} is an AppKit wallet id of no wallet in Latch's catalogue; use the wallet's catalogue id or rdns (e.g. \`metamask\` or \`io.metamask\`), or set \`projectId\` to list wallets from the hosted registry`,
    )
  })
}
