import { WalletImage } from '../../components/WalletImage.js'
import { useLatchClient } from '../../hooks/LatchContext.js'
import { useRouter } from '../../hooks/useRouter.js'
import { messages } from '../../messages/en.js'

/** Waiting for the wallet to accept; on refusal, the reason and "Try again". */
export default function ConnectingExternalView() {
  const client = useLatchClient()
  const { data } = useRouter()
  const { connector, error, pending } = data
  if (!connector) return null
  return (
    <div className="latch-center">
      <span className={error ? 'latch-shake' : undefined}>
        <WalletImage name={connector.name} url={connector.imageUrl} large />
      </span>
      {error ? (
        <>
          <p className="latch-error-text" role="alert">
            {error}
          </p>
          <button
            type="button"
            className="latch-button latch-button-accent"
            onClick={() => void client.connect(connector)}
          >
            {messages.tryAgain}
          </button>
        </>
      ) : (
        <>
          <p>
            <strong>{messages.continueInWallet(connector.name)}</strong>
          </p>
          <p className="latch-muted">{messages.acceptConnection}</p>
          {pending ? (
            <span className="latch-spinner" role="progressbar" aria-label={messages.connecting} />
          ) : null}
        </>
      )}
    </div>
  )
}
