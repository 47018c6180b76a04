import type { WalletEntry } from '../wallets/types.js'
import type { ApiClient } from './createApiClient.js'

/** One wallet as the hosted registry lists it (the WalletConnect explorer's `getWallets`). */
type RegistryWallet = {
  id: string
  name: string
  homepage?: string | null
  rdns?: string | null
  mobile_link?: string | null
  desktop_link?: string | null
  webapp_link?: string | null
  app_store?: string | null
  play_store?: string | null
  chrome_store?: string | null
  chains?: string[] | null
}

const text = (value: string | null | undefined) =>
  typeof value === 'string' && value ? value : undefined

/**
 * Reads one page of the hosted wallet registry and maps it to catalogue entries. Registry images
 * need the project id header, so they are not used as `<img>` URLs (monograms show instead).
 *
 * @param parameters.entries - Page size (default 100).
 * @returns The wallets, in the registry's order.
 * @throws as {@link ApiClient.get}.
 */
export async function fetchWalletRegistry(
  api: ApiClient,
  parameters: { page?: number; entries?: number } = {},
): Promise<WalletEntry[]> {
  const { data } = await api.get<{ data: RegistryWallet[] }>('getWallets', {
    page: parameters.page ?? 1,
    entries: parameters.entries ?? 100,
  })
  return data
    .filter((wallet) => typeof wallet.id === 'string' && typeof wallet.name === 'string')
    .map((wallet) => ({
      id: wallet.id,
      name: wallet.name,
      rdns: text(wallet.rdns),
      homepage: text(wallet.homepage),
      mobileLink: text(wallet.mobile_link),
      desktopLink: text(wallet.desktop_link),
      webappLink: text(wallet.webapp_link),
      appStore: text(wallet.app_store),
      playStore: text(wallet.play_store),
      chromeStore: text(wallet.chrome_store),
      chains: wallet.chains?.map((chain) => chain.split(':')[0] ?? chain),
    }))
}
