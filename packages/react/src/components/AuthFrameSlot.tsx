import { useCallback } from 'react'
import { useStore } from 'zustand'
import { useLatchClient } from '../hooks/LatchContext.js'

/**
 * Where the embedded wallet's secure frame lives: a container that stays mounted
 * inside the modal whether it is open or not, so the frame is never reloaded; core puts the iframe
 * in it when needed. Hidden unless the user must act in it (Confirm Email's code, Approve
 * Transaction, the passkey buttons of ConnectingPasskey and Add a passkey). Renders nothing
 * without an embedded wallet.
 */
export function AuthFrameSlot() {
  const client = useLatchClient()
  const visible = useStore(client.stores.auth, (state) => state.frameVisible)
  const attach = useCallback(
    (element: HTMLDivElement | null) => client.setAuthFrameContainer(element),
    [client],
  )
  if (!client.hasEmbeddedWallet()) return null
  return <div ref={attach} className="latch-auth-frame" hidden={!visible} />
}
