import { type SwapController, swapFeature } from '@latch/core/internal'
import { useEffect } from 'react'
import { useStore } from 'zustand'
import { useFeature } from '../../hooks/useFeature.js'
import { useLatchAccount } from '../../hooks/useLatchAccount.js'
import { useLatchNetwork } from '../../hooks/useLatchNetwork.js'
import { useViewMessages } from '../../i18n/useViewMessages.js'
import { useWalletFeatureStyles } from '../../styles/useWalletFeatureStyles.js'
import { SwapForm } from './SwapForm.js'
import { SwapReview } from './SwapReview.js'

/**
 * Swap: the form — `button` "Sell token", `textbox` "Sell amount", "Max",
 * `button` "Buy token", the quote, "Approve {SYMBOL}" when the allowance is short, "Review swap" —
 * then the review with the transaction preview and `button` "Swap". A thin view over core's Swap
 * controller (`useFeature(swapFeature)`), loaded again when the account or network changes.
 */
export default function SwapView() {
  const styleRef = useWalletFeatureStyles()
  const { api: controller } = useFeature(swapFeature)
  const { t } = useViewMessages()
  return (
    <div className="latch-swap" ref={styleRef}>
      {controller === null ? (
        <p className="latch-error-text" role="alert">
          {t('swap.chunkFailed')}
        </p>
      ) : controller === undefined ? (
        <p className="latch-preview-status" role="status">
          {t('swap.loading')}
        </p>
      ) : (
        <SwapBody controller={controller} />
      )}
    </div>
  )
}

function SwapBody({ controller }: { controller: SwapController }) {
  const { t } = useViewMessages()
  const { address } = useLatchAccount()
  const { caipNetworkId } = useLatchNetwork()
  const status = useStore(controller.store, (state) => state.status)
  const step = useStore(controller.store, (state) => state.step)
  useEffect(() => {
    if (address && caipNetworkId) void controller.load()
  }, [controller, address, caipNetworkId])
  if (status === 'unavailable') {
    return <p className="latch-preview-status">{t('swap.unavailable')}</p>
  }
  if (status === 'error') {
    return (
      <div className="latch-form">
        <p className="latch-error-text" role="alert">
          {t('swap.loadFailed')}
        </p>
        <button type="button" className="latch-button" onClick={() => void controller.load()}>
          {t('swap.tryAgain')}
        </button>
      </div>
    )
  }
  if (status !== 'ready') {
    return (
      <p className="latch-preview-status" role="status">
        {t('swap.loading')}
      </p>
    )
  }
  return step === 'review' ? (
    <SwapReview controller={controller} />
  ) : (
    <SwapForm controller={controller} />
  )
}
