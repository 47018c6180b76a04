import { useLatchClient } from '../../hooks/LatchContext.js'
import { useLatch } from '../../hooks/useLatch.js'
import { useLatchNetwork } from '../../hooks/useLatchNetwork.js'
import { usePageMessages } from '../../i18n/usePageMessages.js'
import { prefetchModalHandlers } from '../../modal/loadModal.js'
import { usePageButtonStyles } from '../ConnectButton/usePageButtonStyles.js'
import { LatchBoundary } from '../LatchBoundary/LatchBoundary.js'

function NetworkButtonContent() {
  const styleRef = usePageButtonStyles()
  const { open } = useLatch()
  const client = useLatchClient()
  const { caipNetwork } = useLatchNetwork()
  const { t, locale, dir } = usePageMessages()
  return (
    <button
      ref={styleRef}
      type="button"
      className="latch-page-button"
      data-variant="network"
      lang={locale}
      dir={dir}
      disabled={!client.options.enableNetworkSwitch}
      onClick={() => void open({ view: 'Networks' })}
      {...prefetchModalHandlers}
    >
      {caipNetwork?.name ?? t('error.unknownNetwork')}
    </button>
  )
}

/**
 * The active network's name ('Unknown Network' off the requested ones); opens the Networks view.
 * With `enableNetworkSwitch: false` it only shows the name (a disabled button: no switching).
 * A fault while rendering shows "Something went wrong" and "Retry" in its place and emits `ERROR`
 * with source `'network-button'` (issue 11).
 *
 * @example
 * <NetworkButton />
 */
export function NetworkButton() {
  return (
    <LatchBoundary source="network-button">
      <NetworkButtonContent />
    </LatchBoundary>
  )
}
