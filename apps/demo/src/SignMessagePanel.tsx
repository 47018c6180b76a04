import { useLatchAccount, useSignMessage } from '@latch/react'
import { useState } from 'react'
import { verifyMessage } from 'viem'

type Result = { signature: string; verified: boolean }

/** Signs a message with the connected wallet and checks the signature with viem. */
export function SignMessagePanel() {
  const { address, isConnected } = useLatchAccount()
  const { signMessage } = useSignMessage()
  const [message, setMessage] = useState('Hello from Latch')
  const [result, setResult] = useState<Result>()
  const [busy, setBusy] = useState(false)
  const sign = async () => {
    if (!address) return
    setBusy(true)
    try {
      const signature = await signMessage({ message })
      const verified = await verifyMessage({
        address: address as `0x${string}`,
        message,
        signature: signature as `0x${string}`,
      })
      setResult({ signature, verified })
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
            {result.verified
              ? `Verified by viem for ${address}`
              : 'The signature does not verify for this address'}
          </p>
        </div>
      ) : null}
    </section>
  )
}
