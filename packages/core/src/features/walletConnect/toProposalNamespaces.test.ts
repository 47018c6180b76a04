import { describe, expect, it } from 'vitest'
import { bitcoinTestnet } from '../../networks/bitcoin.js'
import { mainnet } from '../../networks/mainnet.js'
import { solana, solanaDevnet } from '../../networks/solana.js'
import { toProposalNamespaces } from './toProposalNamespaces.js'

describe('toProposalNamespaces', () => {
  it('proposes every namespace with networks, with its methods', () => {
    const namespaces = toProposalNamespaces([
      { namespace: 'eip155', networks: [mainnet] },
      { namespace: 'solana', networks: [solana, solanaDevnet] },
      { namespace: 'bip122', networks: [bitcoinTestnet] },
    ])
    expect(namespaces.eip155?.chains).toEqual(['eip155:1'])
    expect(namespaces.solana?.chains).toEqual([
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    ])
    expect(namespaces.solana?.methods).toContain('solana_signMessage')
    expect(namespaces.bip122?.chains).toEqual(['bip122:000000000933ea01ad0ee984209779ba'])
    expect(namespaces.bip122?.methods).toContain('signMessage')
  })

  it('leaves out namespaces without networks or without a WalletConnect method table', () => {
    expect(
      toProposalNamespaces([
        { namespace: 'solana', networks: [] },
        { namespace: 'cosmos', networks: [{ ...mainnet, caipNetworkId: 'cosmos:hub' }] },
      ]),
    ).toEqual({})
  })
})
