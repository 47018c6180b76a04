import { createMemoryStorage } from '@latch/core'
import { createLogger } from '@latch/core/internal'
import { serialize } from '@wagmi/core'
import { describe, expect, it } from 'vitest'
import { checkWagmiStorage } from './checkWagmiStorage.js'

const key = 'latch.wagmi.store'
const validState = {
  state: {
    connections: new Map([
      [
        'uid-1',
        {
          accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
          chainId: 1,
          connector: { id: 'dev.latch.wallet', name: 'Dev', type: 'injected', uid: 'uid-1' },
        },
      ],
    ]),
    chainId: 1,
    current: 'uid-1',
  },
  version: 3,
}

describe("checkWagmiStorage: wagmi's persisted state is checked before wagmi reads it", () => {
  it('passes a state wagmi wrote, and other keys untouched', () => {
    const memory = createMemoryStorage()
    memory.setItem(key, serialize(validState))
    memory.setItem('latch.wagmi.recentConnectorId', '"dev.latch.wallet"')
    const checked = checkWagmiStorage(memory, 'latch.wagmi')
    expect(checked.getItem(key)).toBe(serialize(validState))
    expect(checked.getItem('latch.wagmi.recentConnectorId')).toBe('"dev.latch.wallet"')
  })

  it.each([
    [
      'connections: 5',
      JSON.stringify({ state: { connections: 5, current: 'x', chainId: 1 }, version: 3 }),
    ],
    ['not JSON', '{oops'],
    ['a number', '5'],
    [
      'a connection without accounts',
      serialize({ state: { connections: new Map([['u', { chainId: 1 }]]) } }),
    ],
  ])('removes a planted state (%s) and reads it as absent', (_, planted) => {
    const memory = createMemoryStorage()
    memory.setItem(key, planted)
    expect(checkWagmiStorage(memory, 'latch.wagmi', createLogger('fatal')).getItem(key)).toBeNull()
    expect(memory.getItem(key)).toBeNull()
  })
})
