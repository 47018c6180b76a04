/**
 * Real logos of the bundled catalogue's wallets (keyed by `walletCatalogue` id), from
 * `@web3icons/core` (MIT): its "background" variant, a square app-icon tile like the rows'. Each
 * is its own dynamic import, so an app's bundler makes one chunk per logo and loads only the
 * logos shown. Wallets web3icons lacks (Bitget, Brave, Frame,
 * Xverse, OneKey, SafePal) have none: their monogram shows.
 */
export const walletLogos: Readonly<Record<string, () => Promise<{ default: string }>>> = {
  metamask: () => import('@web3icons/core/svgs/wallets/background/metamask.svg.js'),
  trust: () => import('@web3icons/core/svgs/wallets/background/trust.svg.js'),
  coinbase: () => import('@web3icons/core/svgs/wallets/background/coinbase.svg.js'),
  okx: () => import('@web3icons/core/svgs/wallets/background/okx.svg.js'),
  rainbow: () => import('@web3icons/core/svgs/wallets/background/rainbow.svg.js'),
  phantom: () => import('@web3icons/core/svgs/wallets/background/phantom.svg.js'),
  rabby: () => import('@web3icons/core/svgs/wallets/background/rabby.svg.js'),
  zerion: () => import('@web3icons/core/svgs/wallets/background/zerion.svg.js'),
  // Uniswap Wallet carries the Uniswap mark, which web3icons files under exchanges.
  uniswap: () => import('@web3icons/core/svgs/exchanges/background/uniswap.svg.js'),
  ledger: () => import('@web3icons/core/svgs/wallets/background/ledger.svg.js'),
  safe: () => import('@web3icons/core/svgs/wallets/background/safe.svg.js'),
  argent: () => import('@web3icons/core/svgs/wallets/background/argent.svg.js'),
  exodus: () => import('@web3icons/core/svgs/wallets/background/exodus.svg.js'),
  imtoken: () => import('@web3icons/core/svgs/wallets/background/imtoken.svg.js'),
  tokenpocket: () => import('@web3icons/core/svgs/wallets/background/token-pocket.svg.js'),
  backpack: () => import('@web3icons/core/svgs/wallets/background/backpack.svg.js'),
  solflare: () => import('@web3icons/core/svgs/wallets/background/solflare.svg.js'),
  keplr: () => import('@web3icons/core/svgs/wallets/background/keplr.svg.js'),
}

/**
 * The logo of a catalogue wallet as a `data:image/svg+xml` URL, for an `<img>` (never markup
 * put into the page: an SVG shown as an image runs no script and loads nothing).
 *
 * @param walletId - A `walletCatalogue` id, e.g. `'metamask'`.
 * @returns The URL, or `undefined` when web3icons has no logo for it.
 * @throws The chunk's load error when its logo's chunk could not load.
 */
export async function loadWalletLogo(walletId: string): Promise<string | undefined> {
  const load = Object.hasOwn(walletLogos, walletId) ? walletLogos[walletId] : undefined
  if (!load) return undefined
  const { default: svg } = await load()
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
