import type { LatchEvent } from '@latch/core'
import { useEffect, useState } from 'react'
import { useLatchClient } from './LatchContext.js'

/**
 * The latest analytics event (MODAL_OPEN, CONNECT_SUCCESS…), emitted locally only.
 * @returns The latest {@link LatchEvent} `{ event, properties, timestamp }`, e.g.
 *   `{ event: 'MODAL_OPEN', properties: { connected: false }, timestamp: 1718000000000 }`;
 *   `undefined` until the first event.
 * @example
 * import { useLatchEvents } from '@latch/react'
 *
 * function LastEvent() {
 *   const latest = useLatchEvents()
 *   return <p>{latest ? latest.event : 'No event yet'}</p>
 * }
 */
export function useLatchEvents(): LatchEvent | undefined {
  const client = useLatchClient()
  const [event, setEvent] = useState<LatchEvent>()
  useEffect(() => client.subscribeEvents(setEvent), [client])
  return event
}
