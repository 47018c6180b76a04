import type { WalletFeatureControllers } from '@latch/core/internal'
import { useEffect, useState } from 'react'
import { useLatchClient } from './LatchContext.js'

/**
 * The controller of a wallet feature (Send, Swap, Buy) for a view: `undefined` while its chunk
 * loads, `null` when it could not load (offline, a deploy replaced the chunk).
 */
export function useWalletFeature<key extends keyof WalletFeatureControllers>(
  key: key,
): WalletFeatureControllers[key] | undefined | null {
  const client = useLatchClient()
  const [controller, setController] = useState<WalletFeatureControllers[key] | undefined | null>()
  useEffect(() => {
    let live = true
    void client.loadWalletFeature(key).then((loaded) => {
      if (live) setController(loaded ?? null)
    })
    return () => {
      live = false
    }
  }, [client, key])
  return controller
}
