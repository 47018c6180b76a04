import type { Session, SessionNamespaces } from '@latch/walletconnect'
import { describe, expect, it } from 'vitest'
import { toWalletConnectSession } from './toWalletConnectSession.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const solana =
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
const peer = { name: 'Wallet', description: 'A wallet', url: 'https://wallet.example', icons: [] }

function session(namespaces: SessionNamespaces): Session {
  return { topic: 'topic', pairingTopic: 'pairing', namespaces, expiry: 1_700_000_000, peer }
}

describe('toWalletConnectSession', () => {
  it('reads CAIP-10 accounts and CAIP-2 networks per namespace, the peer, the expiry in ms', () => {
    const approved = session({
      eip155: {
        chains: ['eip155:1', 'eip155:10'],
        accounts: [`eip155:1:${address}`, `eip155:10:${address}`],
        methods: [],
        events: [],
      },
      solana: { accounts: [solana], methods: [], events: [] },
    })
    expect(toWalletConnectSession(approved)).toEqual({
      topic: 'topic',
      accounts: { eip155: [`eip155:1:${address}`, `eip155:10:${address}`], solana: [solana] },
      caipNetworkIds: {
        eip155: ['eip155:1', 'eip155:10'],
        solana: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      },
      peer,
      expiry: 1_700_000_000_000,
    })
  })

  it('merges chain-keyed namespaces (eip155:1) and leaves out namespaces Latch does not know', () => {
    const approved = session({
      'eip155:1': { accounts: [`eip155:1:${address}`], methods: [], events: [] },
      'eip155:10': { accounts: [`eip155:10:${address}`], methods: [], events: [] },
      tron: { accounts: ['tron:0x2b6653dc:TXYZ'], methods: [], events: [] },
    })
    const { accounts, caipNetworkIds } = toWalletConnectSession(approved)
    expect(accounts).toEqual({ eip155: [`eip155:1:${address}`, `eip155:10:${address}`] })
    expect(caipNetworkIds).toEqual({ eip155: ['eip155:1', 'eip155:10'] })
  })

  it('drops eip155 ids whose reference is not a decimal chain id', () => {
    const approved = session({
      eip155: {
        chains: ['eip155:1', 'eip155:abc'],
        accounts: [`eip155:1:${address}`, `eip155:abc:${address}`, `eip155:0x1:${address}`],
        methods: [],
        events: [],
      },
    })
    const { accounts, caipNetworkIds } = toWalletConnectSession(approved)
    expect(accounts).toEqual({ eip155: [`eip155:1:${address}`] })
    expect(caipNetworkIds).toEqual({ eip155: ['eip155:1'] })
  })
})
