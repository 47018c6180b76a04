import { getClientContext } from '@latch/core/internal'
import { useStore } from 'zustand'
import { useLatchClient } from './LatchContext.js'

/**
 * The name shown for the social login `provider` (`'google'` → `'Google'`): its name among the
 * embedded wallet's social options (once its chunk loaded), else the auth server's name for it,
 * else the id itself. Re-renders when the options or the server's list change.
 * @returns The name; `undefined` without a provider.
 */
export function useSocialName(provider: string | undefined): string | undefined {
  const client = useLatchClient()
  useStore(client.stores.wallets, (state) => state.remoteFeatures.socials)
  const offered = useStore(client.stores.auth, (state) => state.socialProviders)
  if (!provider) return undefined
  const byId = (option: { id: string }) => option.id === provider
  const options = getClientContext(client)
    .features.get(client.embeddedWalletFeature)
    ?.getSocialOptions()
  return options?.find(byId)?.name ?? offered?.find(byId)?.name ?? provider
}
