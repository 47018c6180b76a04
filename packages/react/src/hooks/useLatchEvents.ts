import type { LatchEvent } from '@latch/core'
import { useEffect, useState } from 'react'
import { useLatchClient } from './LatchContext.js'

/**
 * The latest analytics event of spec §7 (MODAL_OPEN, CONNECT_SUCCESS…), emitted locally only.
 * @returns `undefined` until the first event.
 */
export function useLatchEvents(): LatchEvent | undefined {
  const client = useLatchClient()
  const [event, setEvent] = useState<LatchEvent>()
  useEffect(() => client.subscribeEvents(setEvent), [client])
  return event
}
