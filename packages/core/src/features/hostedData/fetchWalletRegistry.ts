import * as z from 'zod/mini'
import type { ApiClient } from '../../api/createApiClient.js'
import { removeInvisible } from '../../data/untrusted.js'
import type { WalletEntry } from '../../wallets/types.js'

const link = z.optional(z.nullable(z.string().check(z.maxLength(2048))))

/** One wallet as the hosted registry lists it (the WalletConnect explorer's `getWallets`). */
const registryWallet = z.looseObject({
  id: z.string().check(z.minLength(1), z.maxLength(256)),
  name: z.pipe(
    z.string().check(z.maxLength(1000)),
    z.pipe(
      z.transform((name: string) => removeInvisible(name).trim().slice(0, 64)),
      z.string().check(z.minLength(1)),
    ),
  ),
  homepage: link,
  rdns: link,
  mobile_link: link,
  desktop_link: link,
  webapp_link: link,
  app_store: link,
  play_store: link,
  chrome_store: link,
  chains: z.optional(z.nullable(z.array(z.string().check(z.maxLength(256))))),
  image_id: z.optional(z.nullable(z.string().check(z.maxLength(256)))),
})

const registryPage = z.looseObject({ data: z.array(z.unknown()) })

const text = (value: string | null | undefined) =>
  typeof value === 'string' && value ? value : undefined

/**
 * Reads one page of the hosted wallet registry and maps it to catalogue entries. Each wallet is
 * checked with zod (a malformed one is dropped; names are cleaned of invisible characters and cut
 * to 64). Registry images need the registry's headers, so a wallet carries its `imageId`
 * (fetched by `fetchWalletImage` when shown), never an `<img>` URL.
 *
 * @param parameters.entries - Page size (default 100).
 * @returns The wallets, in the registry's order.
 * @throws as {@link ApiClient.get}.
 */
export async function fetchWalletRegistry(
  api: ApiClient,
  parameters: { page?: number; entries?: number } = {},
): Promise<WalletEntry[]> {
  const { data } = await api.get('getWallets', registryPage, {
    page: parameters.page ?? 1,
    entries: parameters.entries ?? 100,
  })
  return data
    .flatMap((entry) => {
      // One malformed wallet costs only itself.
      const parsed = registryWallet.safeParse(entry)
      return parsed.success ? [parsed.data] : []
    })
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
      imageId: text(wallet.image_id),
    }))
}
