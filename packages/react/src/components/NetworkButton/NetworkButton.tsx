import { useLatch } from '../../hooks/useLatch.js'
import { useLatchNetwork } from '../../hooks/useLatchNetwork.js'
import { messages } from '../../messages/en.js'
import { usePageButtonStyles } from '../ConnectButton/usePageButtonStyles.js'

/**
 * The active network's name ('Unknown Network' off the requested ones); opens the Networks view.
 * @example
 * <NetworkButton />
 */
export function NetworkButton() {
  const styleRef = usePageButtonStyles()
  const { open } = useLatch()
  const { caipNetwork } = useLatchNetwork()
  return (
    <button
      ref={styleRef}
      type="button"
      className="latch-page-button"
      data-variant="network"
      onClick={() => void open({ view: 'Networks' })}
    >
      {caipNetwork?.name ?? messages.unknownNetwork}
    </button>
  )
}
