import type { SIWXMessageData } from '@latch/core'

/**
 * The example of the Solana CAIP-122 profile (ChainAgnostic namespaces, solana/caip122.md): its
 * fields, with the profile's `Chain ID: 1` as `chainReference`, and the signed bytes it publishes
 * (base64url). Latch writes Solana mainnet's CAIP-2 reference instead of `1`.
 */
export const caip122SolanaExample = {
  data: {
    accountAddress: 'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1',
    chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    domain: 'service.org',
    uri: 'https://service.org/login',
    version: '1',
    nonce: '32891757',
    issuedAt: '2021-09-30T16:25:24.000Z',
    statement: 'I accept the ServiceOrg Terms of Service: https://service.org/tos',
    resources: [
      'ipfs://Qme7ss3ARVgxv6rXqVPiikMJ8u2NLgmgszg13pYrDKEoiu',
      'https://example.com/my-web2-claim.json',
    ],
  },
  chainReference: '1',
  base64url:
    'c2VydmljZS5vcmcgd2FudHMgeW91IHRvIHNpZ24gaW4gd2l0aCB5b3VyIFNvbGFuYSBhY2NvdW50OgpHd0FGNDV6amZ5R3pVYmQzaTNoWHh6R2V1Y2h6RVpYd3BSWUhaTTU5MTJGMQoKSSBhY2NlcHQgdGhlIFNlcnZpY2VPcmcgVGVybXMgb2YgU2VydmljZTogaHR0cHM6Ly9zZXJ2aWNlLm9yZy90b3MKClVSSTogaHR0cHM6Ly9zZXJ2aWNlLm9yZy9sb2dpbgpWZXJzaW9uOiAxCkNoYWluIElEOiAxCk5vbmNlOiAzMjg5MTc1NwpJc3N1ZWQgQXQ6IDIwMjEtMDktMzBUMTY6MjU6MjQuMDAwWgpSZXNvdXJjZXM6Ci0gaXBmczovL1FtZTdzczNBUlZneHY2clhxVlBpaWtNSjh1Mk5MZ21nc3pnMTNwWXJES0VvaXUKLSBodHRwczovL2V4YW1wbGUuY29tL215LXdlYjItY2xhaW0uanNvbg',
} as const satisfies { data: SIWXMessageData; chainReference: string; base64url: string }
