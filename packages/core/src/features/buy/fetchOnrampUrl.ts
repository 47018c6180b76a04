import type { ApiClient } from '../../api/createApiClient.js'
import { onrampUrlSchema } from './schemas.js'
import type { OnrampProvider } from './types.js'

/** What the provider's page is made for (`POST /v1/generators/onrampurl`). */
export type FetchOnrampUrlParameters = {
  provider: OnrampProvider
  /** The address the bought currency goes to; also the partner user id. */
  address: string
  /** The provider's network name (`ethereum`, `base`, `solana`). */
  network: string
  /** The purchase currency's id (`ETH`). */
  purchaseCurrency: string
  /** The fiat amount, a decimal string (`'100.00'`), sent as the number `presetFiatAmount`. */
  amount: string
}

/**
 * Asks the Blockchain API for the provider's buy page: `POST /v1/generators/onrampurl?projectId=…`
 * with `{ destinationWallets: [{ address, blockchains: [network], assets: [purchaseCurrency] }],
 * defaultNetwork, partnerUserId: address, defaultExperience: 'buy', presetFiatAmount, provider }`.
 *
 * @returns The page's URL, always `https:` or `http:`.
 * @throws {LatchError} As {@link ApiClient.post}: `HTTP status code: {status}`; 'The API sent an
 *   invalid answer' also when the URL is not `https:`/`http:` (a `javascript:` URL never reaches
 *   the popup); 'The request timed out'.
 * @example
 * const url = await fetchOnrampUrl(api, {
 *   provider: 'coinbase', address: '0xf39F…', network: 'base', purchaseCurrency: 'ETH', amount: '100.00',
 * })
 */
export async function fetchOnrampUrl(
  api: ApiClient,
  parameters: FetchOnrampUrlParameters,
  signal?: AbortSignal,
): Promise<string> {
  const { provider, address, network, purchaseCurrency, amount } = parameters
  const { url } = await api.post(
    'v1/generators/onrampurl',
    onrampUrlSchema,
    {
      destinationWallets: [{ address, blockchains: [network], assets: [purchaseCurrency] }],
      defaultNetwork: network,
      partnerUserId: address,
      defaultExperience: 'buy',
      presetFiatAmount: Number(amount),
      provider,
    },
    { signal },
  )
  return url
}
