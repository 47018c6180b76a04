import type { FeatureDefinition } from '../../client/defineFeature.js'
import type { AccountDataApi } from './createAccountDataApi.js'
import { watchIdentity } from './watchIdentity.js'

/**
 * The Account view's data (tokens, activity, NFTs) and the eip155 identity; the data sources,
 * caches and flows are a lazy chunk. At startup, with an eip155 adapter, only a watch of the
 * connected account, which loads the chunk once an account connects.
 */
export const accountDataFeature: FeatureDefinition<AccountDataApi> = {
  key: 'accountData',
  load: async (context) =>
    (await import('./createAccountDataApi.js')).createAccountDataApi(context),
  start: (context) =>
    context.adapters.has('eip155')
      ? watchIdentity(context, () => {
          void context.features.load(accountDataFeature).then((api) => api?.syncIdentity())
        })
      : undefined,
}
