import { describe, expect, it } from 'vitest'
import type { Connector } from '../adapter/types.js'
import { groupMultiChainConnectors } from './groupMultiChainConnectors.js'

const evm: Connector = {
  id: 'dev.latch.wallet',
  type: 'ANNOUNCED',
  name: 'Latch Dev Wallet',
  rdns: 'dev.latch.wallet',
  imageUrl: 'data:image/svg+xml,<svg/>',
  chain: 'eip155',
  installed: true,
}
const sol: Connector = {
  id: 'walletStandard:Latch Dev Wallet',
  type: 'ANNOUNCED',
  name: 'latch dev wallet ',
  chain: 'solana',
  installed: true,
}
const other: Connector = { ...sol, id: 'walletStandard:Other', name: 'Other' }

describe('groupMultiChainConnectors', () => {
  it('makes one MULTI_CHAIN row of a wallet found in two namespaces, at its first place', () => {
    const [grouped, rest, ...none] = groupMultiChainConnectors([evm, other, sol])
    expect(none).toEqual([])
    expect(rest).toBe(other)
    expect(grouped).toEqual({
      id: 'dev.latch.wallet',
      type: 'MULTI_CHAIN',
      name: 'Latch Dev Wallet',
      imageUrl: evm.imageUrl,
      rdns: 'dev.latch.wallet',
      chain: 'eip155',
      installed: true,
      connectors: [evm, sol],
    })
  })

  it("takes the row's identity from the announced (rdns) member, never a Wallet Standard namesake", () => {
    const impostorFirst = { ...sol, imageUrl: 'data:image/png;base64,AAAA' }
    const [row] = groupMultiChainConnectors([impostorFirst, evm])
    expect(row).toMatchObject({
      id: evm.id,
      name: evm.name,
      imageUrl: evm.imageUrl,
      rdns: evm.rdns,
      chain: 'eip155',
      connectors: [impostorFirst, evm],
    })
  })

  it('never groups two wallets of one name in one namespace, nor WalletConnect', () => {
    const impostor = { ...evm, id: 'dev.latch.wallet#2' }
    expect(groupMultiChainConnectors([evm, impostor, sol])).toEqual([evm, impostor, sol])
    const walletConnect: Connector = { ...sol, id: 'walletConnect', type: 'WALLET_CONNECT' }
    expect(
      groupMultiChainConnectors([walletConnect, { ...walletConnect, chain: 'eip155' }]),
    ).toEqual([walletConnect, { ...walletConnect, chain: 'eip155' }])
  })
})
