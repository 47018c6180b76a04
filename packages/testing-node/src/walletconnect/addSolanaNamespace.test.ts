import { describe, expect, it } from 'vitest'
import { addSolanaNamespace } from './addSolanaNamespace.ts'

const address = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const eip155 = {
  eip155: { chains: ['eip155:31337'], accounts: [], methods: ['personal_sign'], events: [] },
}

describe('addSolanaNamespace', () => {
  it('approves every requested Solana chain with the address and the requested known methods', () => {
    const namespaces = addSolanaNamespace({
      proposal: {
        requiredNamespaces: {},
        optionalNamespaces: {
          solana: {
            chains: ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
            methods: ['solana_signMessage', 'solana_unknown'],
            events: [],
          },
          'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': { methods: [], events: [] },
        },
      },
      namespaces: eip155,
      address,
    })
    expect(namespaces).toEqual({
      ...eip155,
      solana: {
        chains: [
          'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
          'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
        ],
        accounts: [
          `solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1:${address}`,
          `solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z:${address}`,
        ],
        methods: ['solana_signMessage'],
        events: [],
      },
    })
  })

  it('leaves the approval as is when no Solana chain is asked for', () => {
    const namespaces = addSolanaNamespace({
      proposal: { requiredNamespaces: {}, optionalNamespaces: {} },
      namespaces: eip155,
      address,
    })
    expect(namespaces).toBe(eip155)
  })
})
