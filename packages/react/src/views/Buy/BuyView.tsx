import type { OnrampController } from '@latch/core/internal'
import { useEffect, useState } from 'react'
import { useLatchClient } from '../../hooks/LatchContext.js'
import { useViewMessages } from '../../i18n/useViewMessages.js'
import { BuyForm } from './BuyForm.js'

/**
 * Buy (spec §3 On-ramp options and quote, DESIGN.md §4): loads the on-ramp controller (its own
 * chunk), then shows {@link BuyForm}. A chunk that cannot load says so with "Try again".
 */
export default function BuyView() {
  const client = useLatchClient()
  const { t } = useViewMessages()
  // `undefined` while loading, `null` when the chunk could not load; a retry makes a new promise.
  const [loading, setLoading] = useState(() => client.loadWalletFeature('onramp'))
  const [controller, setController] = useState<OnrampController | null>()
  useEffect(() => {
    let current = true
    setController(undefined)
    void loading.then((loaded) => {
      if (current) setController(loaded ?? null)
    })
    return () => {
      current = false
    }
  }, [loading])
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
        <button
          type="button"
          className="latch-button"
          onClick={() => setLoading(client.loadWalletFeature('onramp'))}
        >
          {t('buy.tryAgain')}
        </button>
      </div>
    )
  }
  return <BuyForm controller={controller} />
}
