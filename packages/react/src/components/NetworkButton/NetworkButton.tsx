import { useLatchClient } from '../../hooks/LatchContext.js'
import { useLatch } from '../../hooks/useLatch.js'
import { useLatchNetwork } from '../../hooks/useLatchNetwork.js'
import { usePageMessages } from '../../i18n/usePageMessages.js'
import { type LatchButtonProps, usePageButton } from '../ConnectButton/usePageButtonStyles.js'
import { LatchBoundary } from '../LatchBoundary/LatchBoundary.js'

function NetworkButtonContent(props: LatchButtonProps) {
  const button = usePageButton(props, 'secondary')
  const { open } = useLatch()
  const client = useLatchClient()
  const { caipNetwork } = useLatchNetwork()
  const { t, locale, dir } = usePageMessages()
  return (
    <button
      {...button}
      lang={locale}
      dir={dir}
      disabled={!client.options.enableNetworkSwitch}
      onClick={() => void open({ view: 'Networks' })}
    >
      {caipNetwork?.name ?? t('error.unknownNetwork')}
    </button>
  )
}

/**
 * The active network's name ('Unknown Network' off the requested ones); opens the Networks view.
 * With `enableNetworkSwitch: false` it only shows the name (a disabled button: no switching).
 * A fault while rendering shows "Something went wrong" and "Retry" in its place and emits `ERROR`
 * with source `'network-button'`. It follows `themeMode` and the `--latch-*` theme
 * variables as the modal does.
 *
 * @param props.size - `'sm'` (32 px high), `'md'` (40 px, default) or `'lg'` (48 px).
 * @param props.variant - `'secondary'` (default: a neutral surface) or `'primary'` (the accent).
 * @example
 * <NetworkButton />
 * <NetworkButton size="sm" variant="primary" />
 */
export function NetworkButton(props: LatchButtonProps) {
  return (
    <LatchBoundary source="network-button">
      <NetworkButtonContent {...props} />
    </LatchBoundary>
  )
}
