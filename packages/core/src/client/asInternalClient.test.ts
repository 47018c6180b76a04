import { expect, test } from 'vitest'
import { anvil } from '../testing/localNetworks.js'
import { asInternalClient } from './asInternalClient.js'
import { createLatchClient } from './createLatchClient.js'
import type { LatchClient } from './types.js'

test('returns the internal view of a client createLatchClient made', () => {
  const client: LatchClient = createLatchClient({ networks: [anvil] })
  expect(asInternalClient(client).stores.modal.getState().open).toBe(false)
})

test('refuses any other object', () => {
  expect(() => asInternalClient({} as LatchClient)).toThrow(
    'Not a Latch client: create it with createLatch',
  )
})
