import { describe, expect, it, vi } from 'vitest'
import { createLatchClient } from '../../client/createLatchClient.js'
import { createMemoryStorage } from '../../storage/createMemoryStorage.js'
import { createScriptedAdapter } from '../../testing/createScriptedAdapter.js'
import { anvil } from '../../testing/localNetworks.js'
import type { SIWXConfig } from './types.js'

vi.stubGlobal('window', {})
// The session-reading part of the sign-in chunk cannot be loaded (a network failure).
vi.mock('./checkSessions.js', () => {
  throw new Error('chunk failed')
})

function unreachableSIWX(required: boolean): SIWXConfig {
  const fail = async (): Promise<never> => {
    throw new Error('not loaded')
  }
  return {
    createMessage: fail,
    addSession: fail,
    revokeSession: fail,
    setSessions: fail,
    getSessions: fail,
    getRequired: () => required,
  }
}

async function connectWith(siwx: SIWXConfig) {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const scripted = createScriptedAdapter()
  const latch = createLatchClient({
    projectId: 't',
    networks: [anvil],
    adapters: [scripted.adapter],
    siwx,
    storage: createMemoryStorage(),
  })
  await latch.ready
  await latch.connect(scripted.connector)
  await vi.waitFor(() =>
    expect(latch.logger.getBuffer().map((entry) => entry.message)).toContainEqual(
      expect.stringContaining('Could not read sign-in sessions'),
    ),
  )
  return latch
}

describe('checkSignIn when the sign-in chunk cannot be loaded (issue 27)', () => {
  it('logs it and still opens SIWXSignMessage when sign-in is required', async () => {
    const latch = await connectWith(unreachableSIWX(true))
    await vi.waitFor(() => expect(latch.stores.router.getState().view).toBe('SIWXSignMessage'))
    expect(latch.isOpen()).toBe(true)
  })

  it('logs it and opens nothing when sign-in is optional', async () => {
    const latch = await connectWith(unreachableSIWX(false))
    expect(latch.isOpen()).toBe(false)
  })
})
