import type { ChainNamespace } from '@latch/core'
import { useCallback } from 'react'
import { useLatchClient } from './LatchContext.js'

/**
 * Disconnects the wallet.
 * @returns `{ disconnect }`: `disconnect({ namespace? })` throws `LatchError` 'Failed to
 *   disconnect' when the wallet failed (local state is cleared anyway).
 * @example
 * import { useDisconnect } from '@latch/react'
 *
 * function DisconnectButton() {
 *   const { disconnect } = useDisconnect()
 *   return <button onClick={() => disconnect()}>Disconnect</button>
 * }
 */
export function useDisconnect(): {
  disconnect(parameters?: { namespace?: ChainNamespace }): Promise<void>
} {
  const client = useLatchClient()
  const disconnect = useCallback(
    (parameters?: { namespace?: ChainNamespace }) => client.disconnect(parameters),
    [client],
  )
  return { disconnect }
}
