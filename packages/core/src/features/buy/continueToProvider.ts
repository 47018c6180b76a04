import { fetchOnrampUrl } from './fetchOnrampUrl.js'
import type { OnrampSession } from './onrampSession.js'
import type { OnrampContinueResult } from './onrampState.js'

/** The provider's popup: a name (so a second "Continue" reuses it) and its size in px. */
const popupName = 'latch-onramp'
const popupFeatures = 'popup,width=500,height=720'

/** The empty popup, opened in the click; `undefined` when blocked or outside a browser. */
function openEmptyPopup(): Window | undefined {
  if (typeof globalThis.open !== 'function') return undefined
  const popup = globalThis.open('', popupName, popupFeatures) ?? undefined
  try {
    // The provider's page must not reach back into this page (reverse tabnabbing).
    if (popup) popup.opener = null
  } catch {
    // A popup reused by name that shows the provider's page already is cross-origin: left as is.
  }
  return popup
}

/**
 * "Continue" (see `OnrampController.continueToProvider`): opens the popup synchronously, before
 * the first `await`, then asks `POST /v1/generators/onrampurl` for the chosen provider,
 * address, network, purchase currency and fiat amount, and sends the popup there. The URL is
 * `https:`/`http:` (checked by the schema). Never rejects.
 */
export async function continueToProvider(session: OnrampSession): Promise<OnrampContinueResult> {
  const { api, context, store } = session
  const state = store.getState()
  const purchase = state.purchaseOptions.find(({ id }) => id === state.purchaseCurrencyId)
  const { provider, address, validAmount } = state
  if (!api || !state.canContinue || !provider || !address || !validAmount || !purchase) {
    return { status: 'unavailable' }
  }
  const popup = openEmptyPopup()
  const turn = session.continues.begin()
  session.update({ continueStatus: 'loading', providerUrl: undefined })
  let url: string
  try {
    url = await fetchOnrampUrl(api, {
      provider,
      address,
      network: purchase.network.name,
      purchaseCurrency: purchase.id,
      amount: validAmount,
    })
  } catch (error) {
    popup?.close()
    context.logger.error('The on-ramp URL could not be made', error)
    if (turn.isCurrent()) session.update({ continueStatus: 'failed' })
    return { status: 'failed' }
  }
  if (!turn.isCurrent()) {
    popup?.close()
    return { status: 'failed' }
  }
  if (popup && !popup.closed) {
    popup.location.href = url
    session.update({ continueStatus: 'opened' })
    return { status: 'opened' }
  }
  session.update({ continueStatus: 'blocked', providerUrl: url })
  return { status: 'blocked' }
}
