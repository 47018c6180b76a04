import { useEffect } from 'react'
import { useStore } from 'zustand'
import { useLatchClient } from '../hooks/LatchContext.js'
import { whenIdle } from './whenIdle.js'

/**
 * Once the pairing URI that opening the modal prepares is here, renders its QR code when the
 * browser is idle (`prepareQrCode`), so choosing WalletConnect only shows it. A failed render is
 * left to the QR code itself, which tries again when shown.
 */
export function usePrepareQrCode(): void {
  const client = useLatchClient()
  const uri = useStore(client.stores.connection, (state) => state.wcUri)
  useEffect(() => {
    if (!uri) return
    return whenIdle(() => {
      import('../components/QrCode/QrCode.js')
        .then(({ prepareQrCode }) => prepareQrCode(uri))
        .catch(() => undefined)
    })
  }, [uri])
}
