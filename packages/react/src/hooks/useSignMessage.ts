import { useCallback } from 'react'
import { useLatchClient } from './LatchContext.js'

/**
 * Signs a UTF-8 message with the connected wallet (EVM: `personal_sign`, EIP-191).
 * @returns `{ signMessage }`: `signMessage({ message })` resolves with the `0x` signature; when the
 *   user declines it shows the 'Signature declined' toast and throws `LatchError` with
 *   that message.
 * @example
 * import { useSignMessage } from '@latch/react'
 *
 * function SignButton() {
 *   const { signMessage } = useSignMessage()
 *   const sign = async () => {
 *     const signature = await signMessage({ message: 'Hello from Latch' }) // '0x…'
 *     console.log(signature)
 *   }
 *   return <button onClick={() => void sign()}>Sign message</button>
 * }
 */
export function useSignMessage(): {
  signMessage(parameters: { message: string }): Promise<string>
} {
  const client = useLatchClient()
  const signMessage = useCallback(
    (parameters: { message: string }) => client.signMessage(parameters),
    [client],
  )
  return { signMessage }
}
