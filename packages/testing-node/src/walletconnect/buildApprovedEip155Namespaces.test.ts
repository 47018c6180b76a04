import { expect, test } from 'vitest'
import { buildApprovedEip155Namespaces } from './buildApprovedEip155Namespaces.ts'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const chainIds = [31337, 31338]
const namespace = (chains: string[], methods: string[] = [], events: string[] = []) => ({
  chains,
  methods,
  events,
})

test('approves the requested chains it has with account 0 and all its methods and events', () => {
  const proposal = {
    requiredNamespaces: { eip155: namespace(['eip155:31338'], ['personal_sign']) },
    optionalNamespaces: {
      eip155: namespace(['eip155:1', 'eip155:31337']),
      solana: namespace(['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']),
    },
  }
  expect(buildApprovedEip155Namespaces({ proposal, chainIds, address })).toEqual({
    namespaces: {
      eip155: {
        chains: ['eip155:31337', 'eip155:31338'],
        accounts: [`eip155:31337:${address}`, `eip155:31338:${address}`],
        methods: [
          'personal_sign',
          'eth_signTypedData_v4',
          'eth_sendTransaction',
          'wallet_switchEthereumChain',
          'wallet_addEthereumChain',
        ],
        events: ['accountsChanged', 'chainChanged'],
      },
    },
  })
})

test('reads chain-specific namespace keys', () => {
  const proposal = {
    requiredNamespaces: {},
    optionalNamespaces: { 'eip155:31338': namespace([]) },
  }
  expect(buildApprovedEip155Namespaces({ proposal, chainIds, address })).toMatchObject({
    namespaces: { eip155: { chains: ['eip155:31338'] } },
  })
})

test.each([
  [
    { solana: namespace(['solana:x']) },
    {},
    { code: 5104, message: 'Unsupported namespace key. solana' },
  ],
  [
    { eip155: namespace(['eip155:1']) },
    {},
    { code: 5100, message: 'Unsupported chains. eip155:1' },
  ],
  [
    { eip155: namespace(['eip155:31337'], ['eth_sign']) },
    {},
    { code: 5101, message: 'Unsupported methods. eth_sign' },
  ],
  [
    { eip155: namespace(['eip155:31337'], [], ['message']) },
    {},
    { code: 5102, message: 'Unsupported events. message' },
  ],
  [
    {},
    { eip155: namespace(['eip155:1']) },
    { code: 5100, message: 'Unsupported chains. eip155:1' },
  ],
])('rejects %j / %j', (requiredNamespaces, optionalNamespaces, reason) => {
  const proposal = { requiredNamespaces, optionalNamespaces }
  expect(buildApprovedEip155Namespaces({ proposal, chainIds, address })).toEqual({ reason })
})
