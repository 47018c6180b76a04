import { describe, expect, it } from 'vitest'
import { toSdkNamespaces } from './toSdkNamespaces.js'

const eip155 = {
  chains: ['eip155:1', 'eip155:31337'] as const,
  methods: ['personal_sign'],
  events: ['chainChanged'],
}

describe('toSdkNamespaces', () => {
  it('keys rpcMap by chain reference, as the universal provider looks it up', () => {
    const rpcMap = { 'eip155:1': 'http://127.0.0.1:1', 'eip155:31337': 'http://127.0.0.1:2' }
    expect(toSdkNamespaces({ eip155: { ...eip155, rpcMap } }, true)).toEqual({
      eip155: {
        chains: ['eip155:1', 'eip155:31337'],
        methods: ['personal_sign'],
        events: ['chainChanged'],
        rpcMap: { '1': 'http://127.0.0.1:1', '31337': 'http://127.0.0.1:2' },
      },
    })
  })

  it('with hosted services off, a chain without an RPC URL is an error naming it', () => {
    const rpcMap = { 'eip155:31337': 'http://127.0.0.1:2' }
    expect(() => toSdkNamespaces({ eip155: { ...eip155, rpcMap } }, true)).toThrow(
      expect.objectContaining({
        name: 'WalletConnectRpcUrlMissingError',
        caipNetworkIds: ['eip155:1'],
      }),
    )
    expect(toSdkNamespaces({ eip155: { ...eip155, rpcMap } }, false).eip155?.rpcMap).toEqual({
      '31337': 'http://127.0.0.1:2',
    })
  })
})
