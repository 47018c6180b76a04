import {
  buildConnectList,
  canLogInWithSocial,
  getClientContext,
  isMobile,
  type LatchClientInternal,
  prefetchOpening,
  selectCatalogue,
} from '@latch/core/internal'
import { prefetchWalletImage } from '../components/WalletImage.js'
import type { WalletImageSource } from '../logos/resolveWalletImage.js'
import { type LazyView, prefetchViewCode } from './lazyViews.js'

/**
 * The views the modal's next open may show right after Connect (or Account): WalletConnect's QR
 * code first while nothing is connected and WalletConnect is on (its pairing is prepared on open
 * and is the slowest to show), the wallet and network lists, then Account when connected or the
 * connecting view otherwise (and the social login's, when Connect offers social logins).
 */
export function viewsLikelyNext(client: LatchClientInternal): LazyView[] {
  const connected = client.stores.connection.getState().status === 'connected'
  const views: LazyView[] = []
  if (!connected && client.hasWalletConnect()) views.push('ConnectingWalletConnectBasic')
  views.push('AllWallets', 'Networks', connected ? 'Account' : 'ConnectingExternal')
  const social = canLogInWithSocial(getClientContext(client), client.embeddedWalletFeature)
  if (!connected && social) views.push('ConnectingSocial')
  return views
}

/**
 * Builds `locale`'s plural rules and number format once: the browser loads their data on the
 * first `Intl.NumberFormat` of the page (tens of ms), which the Connect view's wallet count would
 * otherwise pay inside the opening click. An unknown tag is ignored.
 */
export function warmNumberFormat(locale: string): void {
  try {
    new Intl.PluralRules(locale).select(1)
    new Intl.NumberFormat(locale).format(1)
  } catch {
    // A tag Intl does not know: the texts format with their fallback when shown.
  }
}

/** A one-pixel SVG image: decoding one sets up the browser's SVG images for the wallets' icons. */
const BLANK_SVG = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>')}`

/**
 * Decodes a blank inline SVG image (no request): the page's first SVG image costs tens of ms
 * (the browser sets up a document for SVG images), which the Connect view's wallet icons (often
 * `data:image/svg+xml`) would otherwise pay while the modal opens.
 */
export function warmSvgImages(): void {
  if (typeof Image !== 'function') return
  const image = new Image()
  image.referrerPolicy = 'no-referrer'
  image.src = BLANK_SVG
  image.decode?.().catch(() => undefined)
}

/** The images of the Connect view's wallet rows as the stores have them now (see `WalletRow`). */
function connectImageSources(client: LatchClientInternal): WalletImageSource[] {
  const { connectors, filterByNamespace } = client.stores.connectors.getState()
  const { recentWallets, status } = client.stores.connection.getState()
  const items = buildConnectList({
    connectors,
    recentWallets,
    catalogue: selectCatalogue(client.stores.wallets.getState()),
    options: client.options,
    isMobile: isMobile(),
    connected: status === 'connected',
    namespace: filterByNamespace,
  })
  return items.map((item) =>
    item.kind === 'connector'
      ? { url: item.connector.imageUrl }
      : { url: item.wallet.imageUrl, wallet: item.wallet },
  )
}

/**
 * Loads the Connect view's wallet images given as `data:` URLs (the announced wallets' icons,
 * WalletConnect's), which need no request, so its first frame shows them: swapping them in would
 * relayout and repaint the opening animation. Not when connected (opening shows Account).
 */
function warmConnectImages(client: LatchClientInternal): void {
  if (client.stores.connection.getState().status === 'connected') return
  import('../logos/warmWalletImages.js')
    .then(({ warmWalletImages }) => warmWalletImages(connectImageSources(client)))
    .catch(() => undefined)
}

/**
 * What the modal's chunk does once the browser is idle, before the first open (no request to a
 * service: only the page's own code): warms the number formatting of `locale` and loads the code
 * of {@link viewsLikelyNext} (the WalletConnect view with its QR code library), of the wallet
 * images and of what opening runs first (WalletConnect's pairing, see `prefetchOpening`), loads
 * the Connect view's `data:` images and sets up SVG images, so the click only renders and the
 * opening animation runs undisturbed.
 */
export function prepareFirstOpen(client: LatchClientInternal, locale: string): void {
  warmNumberFormat(locale)
  warmSvgImages()
  prefetchWalletImage()
  warmConnectImages(client)
  for (const view of viewsLikelyNext(client)) prefetchViewCode(view)
  prefetchOpening(getClientContext(client))
}
