import type { Connector as WagmiConnector } from '@wagmi/core'
import { describe, expect, it } from 'vitest'
import { toConnector } from './toConnector.js'

const wagmiConnector = (fields: Partial<WagmiConnector>) => fields as WagmiConnector

describe('toConnector (spec §3 connector types)', () => {
  it('describes an EIP-6963 announced wallet by its rdns, name and icon', () => {
    expect(
      toConnector(
        wagmiConnector({
          id: 'dev.latch.wallet',
          type: 'injected',
          name: 'Latch Dev Wallet',
          icon: 'data:image/svg+xml;base64,AA==',
        }),
      ),
    ).toEqual({
      id: 'dev.latch.wallet',
      type: 'ANNOUNCED',
      name: 'Latch Dev Wallet',
      imageUrl: 'data:image/svg+xml;base64,AA==',
      rdns: 'dev.latch.wallet',
      chain: 'eip155',
      installed: true,
    })
  })
  it('describes the generic injected connector as INJECTED', () => {
    expect(
      toConnector(wagmiConnector({ id: 'injected', type: 'injected', name: 'Injected' })),
    ).toMatchObject({
      type: 'INJECTED',
      rdns: undefined,
    })
  })
})
