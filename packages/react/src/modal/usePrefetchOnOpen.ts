import { afterModalOpening, isSafeImageUrl } from '@latch/core/internal'
import { useEffect } from 'react'
import { useStore } from 'zustand'
import { useLatchClient } from '../hooks/LatchContext.js'
import { preloadImage } from '../logos/preloadImage.js'
import { prefetchView } from './lazyViews.js'
import { viewsLikelyNext } from './prepareFirstOpen.js'

/**
 * Opening prefetches the wallet and network lists (their view chunks, with their texts)
 * and the views likely next (Account when connected, the connecting view otherwise); only while
 * not connected, the connectors' images (each given up after 2 s). No image is fetched before the
 * first open (the views' code may be here already: the modal's chunk warms it on idle). It all
 * starts once the modal has shown and finished its opening animation, so the click shows it first.
 */
export function usePrefetchOnOpen(): void {
  const client = useLatchClient()
  const open = useStore(client.stores.modal, (state) => state.open)
  useEffect(() => {
    if (!open) return
    return afterModalOpening(() => {
      for (const view of viewsLikelyNext(client)) prefetchView(view)
      if (client.stores.connection.getState().status === 'connected') return
      for (const connector of client.stores.connectors.getState().connectors) {
        if (isSafeImageUrl(connector.imageUrl)) {
          preloadImage(connector.imageUrl).catch(() => undefined)
        }
      }
    })
  }, [client, open])
}
