import { isSafeImageUrl } from '@latch/core/internal'
import { useEffect } from 'react'
import { useStore } from 'zustand'
import { useLatchClient } from '../hooks/LatchContext.js'
import { prefetchView } from './lazyViews.js'

/** Spec §9: image preload timeout (ms). */
const IMAGE_PRELOAD_TIMEOUT_MS = 2000

function preloadImage(url: string): Promise<void> {
  return new Promise((resolve) => {
    const image = new Image()
    const done = () => resolve()
    const timer = setTimeout(done, IMAGE_PRELOAD_TIMEOUT_MS)
    image.onload = image.onerror = () => {
      clearTimeout(timer)
      done()
    }
    image.referrerPolicy = 'no-referrer'
    image.src = url
  })
}

/**
 * Spec §4: opening prefetches the wallet and network lists (their view chunks) and the views
 * likely next (Account when connected, the connecting view otherwise); only while not
 * connected, the connectors' images (each given up after 2 s). Nothing is fetched before the
 * first open.
 */
export function usePrefetchOnOpen(): void {
  const client = useLatchClient()
  const open = useStore(client.stores.modal, (state) => state.open)
  useEffect(() => {
    if (!open) return
    const connected = client.stores.connection.getState().status === 'connected'
    // The QR code view first: its pairing is being prepared now and is the slowest to show.
    if (!connected && client.hasWalletConnect()) prefetchView('ConnectingWalletConnectBasic')
    prefetchView('AllWallets')
    prefetchView('Networks')
    if (connected) {
      prefetchView('Account')
      return
    }
    prefetchView('ConnectingExternal')
    for (const connector of client.stores.connectors.getState().connectors) {
      if (isSafeImageUrl(connector.imageUrl)) void preloadImage(connector.imageUrl)
    }
  }, [client, open])
}
