import type { LatchClient } from '@latch/core'
import { useLatchAccount, useLatchNetwork } from '@latch/react'
import { useState } from 'react'

/**
 * Sends one raw EIP-1193 request to the connected eip155 wallet, as a host app's own code would
 * (e.g. through wagmi), and shows the answer: the way to see spec §6's allow-list of the embedded
 * wallet ('Requested RPC call is not allowed' for a method off it).
 */
export function RequestPanel({ latch }: { latch: LatchClient }) {
  const { isConnected } = useLatchAccount()
  const { caipNetworkId } = useLatchNetwork()
  const [method, setMethod] = useState('eth_sign')
  const [params, setParams] = useState('[]')
  const [result, setResult] = useState<string>()
  const send = async () => {
    try {
      const provider = latch.getProvider('eip155') as {
        request(arguments_: { method: string; params?: unknown }): Promise<unknown>
      }
      const answer = await provider.request({ method, params: JSON.parse(params) })
      setResult(`Result: ${JSON.stringify(answer)}`)
    } catch (error) {
      setResult(`Error: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)
    }
  }
  if (!isConnected || !caipNetworkId?.startsWith('eip155:')) return null
  return (
    <section className="demo-panel" aria-labelledby="request-title">
      <h2 id="request-title">Raw request</h2>
      <label className="demo-field">
        Method
        <input value={method} onChange={(event) => setMethod(event.target.value)} />
      </label>
      <label className="demo-field">
        Params (JSON)
        <input value={params} onChange={(event) => setParams(event.target.value)} />
      </label>
      <button type="button" className="demo-button" onClick={() => void send()}>
        Send request
      </button>
      {result ? <p data-testid="request-result">{result}</p> : null}
    </section>
  )
}
