import type { SIWXMessageData } from '@latch/core'

/**
 * The example message of EIP-4361 (https://eips.ethereum.org/EIPS/eip-4361#example-message),
 * as CAIP-122 fields and as the exact text a wallet signs.
 */
export const eip4361Example = {
  data: {
    accountAddress: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
    chainId: 'eip155:1',
    domain: 'service.org',
    uri: 'https://service.org/login',
    version: '1',
    nonce: '32891756',
    issuedAt: '2021-09-30T16:25:24Z',
    statement: 'I accept the ServiceOrg Terms of Service: https://service.org/tos',
    resources: [
      'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
      'https://example.com/my-web2-claim.json',
    ],
  },
  message: `service.org wants you to sign in with your Ethereum account:
0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2

I accept the ServiceOrg Terms of Service: https://service.org/tos

URI: https://service.org/login
Version: 1
Chain ID: 1
Nonce: 32891756
Issued At: 2021-09-30T16:25:24Z
Resources:
- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/
- https://example.com/my-web2-claim.json`,
} as const satisfies { data: SIWXMessageData; message: string }
