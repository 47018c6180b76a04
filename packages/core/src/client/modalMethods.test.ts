import { afterEach, describe, expect, it, vi } from 'vitest'
import { solanaDevnet } from '../networks/solana.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { createScriptedAdapter } from '../testing/createScriptedAdapter.js'
import { anvil } from '../testing/localNetworks.js'
import { createLatchClient } from './createLatchClient.js'

vi.stubGlobal('window', {})
const clients: ReturnType<typeof createLatchClient>[] = []
afterEach(() => {
  vi.useRealTimers()
  for (const client of clients.splice(0)) client.destroy()
})

/** An EVM adapter with an installed wallet and a Solana adapter with none (issue 27, heap after open). */
function setup() {
  const evm = createScriptedAdapter()
  const sol = createScriptedAdapter({ namespace: 'solana' })
  sol.adapter.getConnectors = () => []
  const preloads = { eip155: vi.fn(async () => {}), solana: vi.fn(async () => {}) }
  evm.adapter.preload = preloads.eip155
  sol.adapter.preload = preloads.solana
  const latch = createLatchClient({
    projectId: 'test',
    networks: [anvil, solanaDevnet],
    adapters: [evm.adapter, sol.adapter],
    storage: createMemoryStorage(),
  })
  clients.push(latch)
  return { latch, preloads }
}

describe('open() preloads the adapters a click in the modal would connect with', () => {
  it('after the opening animation, only the runtimes of adapters listing an installed wallet', async () => {
    vi.useFakeTimers()
    const { latch, preloads } = setup()
    await latch.ready
    await latch.open()
    expect(preloads.eip155).not.toHaveBeenCalled()
    // No frames here: the opening's wait is a timer (the view transition and one frame, or the
    // no-frame fallback).
    await vi.advanceTimersByTimeAsync(1000)
    expect(preloads.eip155).toHaveBeenCalledTimes(1)
    expect(preloads.solana).not.toHaveBeenCalled()
  })
})
