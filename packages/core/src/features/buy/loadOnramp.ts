import { ONRAMP_NAMESPACES } from '../../featureConstants.js'
import type { CaipNetwork } from '../../networks/types.js'
import { getActiveChainState } from '../../state/chainStateAccess.js'
import { ONRAMP_PROVIDERS } from './constants.js'
import { fetchOnrampOptions } from './fetchOnrampOptions.js'
import { getOnrampPurchaseOptions } from './getOnrampPurchaseOptions.js'
import { cancelQuote, type OnrampSession } from './onrampSession.js'
import { requestQuote } from './requestQuote.js'
import { isRestrictedTimezone } from './restrictedTimezone.js'
import { sampleOnrampOptions } from './sampleOnrampData.js'
import type { OnrampOptions, OnrampProvider } from './types.js'

/**
 * The options from the Blockchain API (asked once per session), or the sample options for
 * `caipNetwork` without an API or when the call fails (the next load asks again).
 */
async function readOptions(
  session: OnrampSession,
  caipNetwork: CaipNetwork,
): Promise<{ options: OnrampOptions; sample: boolean }> {
  const { api, context } = session
  if (api) {
    session.apiOptions ??= fetchOnrampOptions(api)
    try {
      return { options: await session.apiOptions, sample: false }
    } catch (error) {
      session.apiOptions = undefined
      context.logger.warn('The on-ramp options are unavailable; showing sample options', error)
    }
  }
  return { options: sampleOnrampOptions(caipNetwork), sample: true }
}

/**
 * Loads the Buy view for the active account and network (see `OnrampController.load`): the
 * providers of `remoteFeatures.onramp` (coinbase, meld), the options, the purchase
 * currencies sold on the network, then the first quote. `unsupported` without a connected eip155
 * or solana account, a provider, or anything sold on the network.
 * In a time zone of the `onramp.restrictedTimezones` option no provider is
 * offered, so it is `unsupported` there too.
 * Loading again for the same account and network does nothing, unless the options shown are the
 * sample ones after a failed call (then it asks again).
 */
export async function loadOnramp(session: OnrampSession): Promise<void> {
  const { context, store } = session
  const chain = getActiveChainState(context.stores)
  const caipNetwork = chain?.networkState.caipNetwork
  const address = chain?.accountState.address
  const state = store.getState()
  const sampleAfterFailure = session.optionsSample && session.api !== undefined
  if (
    state.status !== 'idle' &&
    !sampleAfterFailure &&
    state.caipNetworkId === caipNetwork?.caipNetworkId &&
    state.address === address
  ) {
    return
  }
  const turn = session.loads.begin()
  session.quotes.cancel()
  cancelQuote(session)
  const restricted = isRestrictedTimezone(
    context.options.onramp?.restrictedTimezones,
    context.logger,
  )
  const remote = (!restricted && context.stores.wallets.getState().remoteFeatures.onramp) || []
  const providers = remote.filter((provider): provider is OnrampProvider =>
    (ONRAMP_PROVIDERS as readonly string[]).includes(provider),
  )
  const provider =
    state.provider && providers.includes(state.provider) ? state.provider : providers[0]
  const target = {
    caipNetworkId: caipNetwork?.caipNetworkId,
    address,
    providers,
    provider,
    purchaseOptions: [],
    quote: undefined,
    quoteStatus: 'idle',
    continueStatus: 'idle',
    providerUrl: undefined,
  } as const
  session.optionsSample = false
  session.quoteSample = false
  if (
    !caipNetwork ||
    !address ||
    !ONRAMP_NAMESPACES.includes(caipNetwork.chainNamespace) ||
    !provider
  ) {
    session.update({ ...target, status: 'unsupported' })
    return
  }
  session.update({ ...target, status: 'loading' })
  const { options, sample } = await readOptions(session, caipNetwork)
  if (!turn.isCurrent()) return
  session.optionsSample = sample
  const purchaseOptions = getOnrampPurchaseOptions(options, caipNetwork)
  session.update({
    status: purchaseOptions.length > 0 ? 'ready' : 'unsupported',
    purchaseOptions,
    paymentCurrencies: options.paymentCurrencies,
  })
  requestQuote(session, 0)
}
