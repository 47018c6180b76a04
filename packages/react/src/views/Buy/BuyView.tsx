import { buyFeature } from '@latch/core/internal'
import { useFeature } from '../../hooks/useFeature.js'
import { useViewMessages } from '../../i18n/useViewMessages.js'
import { BuyForm } from './BuyForm.js'

/**
 * Buy (On-ramp options and quote): loads the on-ramp controller (its own
 * chunk), then shows {@link BuyForm}. A chunk that cannot load says so with "Try again".
 */
export default function BuyView() {
  const { t } = useViewMessages()
  const { api: controller, retry } = useFeature(buyFeature)
  if (controller === undefined) {
    return (
      <div className="latch-center">
        <span className="latch-spinner" role="progressbar" aria-label={t('buy.loading')} />
      </div>
    )
  }
  if (controller === null) {
    return (
      <div className="latch-center">
        <p className="latch-error-text" role="alert">
          {t('buy.loadFailed')}
        </p>
        <button type="button" className="latch-button" onClick={retry}>
          {t('buy.tryAgain')}
        </button>
      </div>
    )
  }
  return <BuyForm controller={controller} />
}
