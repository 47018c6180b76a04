import { useLatchAccount, useLatchNetwork, useSignMessage } from '@latch/react'
import { useState } from 'react'
import { verifySignature } from './verifySignature'

type Result = { signature: string; verifiedBy: string | undefined }

/**
 * Signs a message with the active namespace's wallet and checks the signature as a relying party
 * would (viem, ed25519 or BIP-322).
 */
export function SignMessagePanel() {
  const { address, isConnected } = useLatchAccount()
  const { caipNetworkId } = useLatchNetwork()
  const { signMessage } = useSignMessage()
  const [message, setMessage] = useState('Hello from Latch')
  const [result, setResult] = useState<Result>()
  const [busy, setBusy] = useState(false)
  const sign = async () => {
    if (!address || !caipNetworkId) return
    setBusy(true)
    try {
      const signature = await signMessage({ message })
      const verifiedBy = await verifySignature({ caipNetworkId, address, message, signature })
      setResult({ signature, verifiedBy })
    } catch {
      // Latch already showed the toast ('Signature declined'); the last result stays as it was.
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className="demo-panel" aria-labelledby="sign-title">
      <h2 id="sign-title">Sign a message</h2>
      <label className="demo-field">
        Message
        <input value={message} onChange={(event) => setMessage(event.target.value)} />
      </label>
      <button type="button" className="demo-button" disabled={!isConnected || busy} onClick={sign}>
        Sign message
      </button>
      {result ? (
        <div className="demo-result">
          <p>
            Signature: <code data-testid="signature">{result.signature}</code>
          </p>
          <p data-testid="verification">
            {result.verifiedBy
              ? `Verified by ${result.verifiedBy} for ${address}`
              : 'The signature does not verify for this address'}
          </p>
        </div>
      ) : null}
    </section>
  )
}
