import { WalletImage } from '../../components/WalletImage.js'
import { useLatchClient } from '../../hooks/LatchContext.js'
import { useRouter } from '../../hooks/useRouter.js'
import { messages } from '../../messages/en.js'

/** SwitchNetwork (spec §2, §4): waiting for the wallet to switch; on failure, why and a retry. */
export default function SwitchNetworkView() {
  const client = useLatchClient()
  const { data } = useRouter()
  const { network, error, pending } = data
  if (!network) return null
  return (
    <div className="latch-center">
      <span className={error ? 'latch-shake' : undefined}>
        <WalletImage name={network.name} url={network.assets?.imageUrl} large />
      </span>
      {error ? (
        <>
          <p className="latch-error-text" role="alert">
            {error}
          </p>
          <button
            type="button"
            className="latch-button latch-button-accent"
            onClick={() => void client.selectNetwork(network)}
          >
            {messages.tryAgain}
          </button>
        </>
      ) : (
        <>
          <p className="latch-muted">{messages.approveSwitch(network.name)}</p>
          {pending ? (
            <span
              className="latch-spinner"
              role="progressbar"
              aria-label={messages.switchNetwork}
            />
          ) : null}
        </>
      )}
    </div>
  )
}
