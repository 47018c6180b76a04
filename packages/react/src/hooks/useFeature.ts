import { type FeatureApi, type FeatureDefinition, getClientContext } from '@latch/core/internal'
import { useEffect, useState } from 'react'
import { useLatchClient } from './LatchContext.js'

/**
 * The API of one of core's features (a controller: Send, Swap, Buy, the account data…) for a view,
 * loaded through the client's feature registry: `undefined` while its chunk loads, `null` when it is
 * off or could not load (offline, a deploy replaced the chunk); `retry()` loads it again.
 */
export function useFeature<api extends FeatureApi>(
  feature: FeatureDefinition<api>,
): { api: api | undefined | null; retry(): void } {
  const client = useLatchClient()
  const [attempt, setAttempt] = useState(0)
  const [api, setApi] = useState<api | undefined | null>(
    () => getClientContext(client).features.get(feature) ?? undefined,
  )
  useEffect(() => {
    let live = true
    void attempt
    void getClientContext(client)
      .features.load(feature)
      .then((loaded) => {
        if (live) setApi(loaded ?? null)
      })
    return () => {
      live = false
    }
  }, [client, feature, attempt])
  return {
    api,
    retry: () => {
      setApi(undefined)
      setAttempt((count) => count + 1)
    },
  }
}
