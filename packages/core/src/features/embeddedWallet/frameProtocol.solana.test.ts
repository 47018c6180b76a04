import { expect, test } from 'vitest'
import {
  AUTH_SAFE_METHODS,
  AUTH_UNSAFE_METHODS,
  authFrameSolanaNetworkSchema,
} from './frameProtocol.js'
import { authFrameRequestSchema } from './frameProtocolSchemas.js'

// Issue 32 (C1): Solana networks in init and the solana_* methods' allow-lists.
const mainnet = {
  reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  rpcUrl: 'https://api.mainnet-beta.solana.com',
  nativeCurrency: { symbol: 'SOL', decimals: 9 },
}
const solanaLocal = {
  ...mainnet,
  reference: 'Hm1r3nQhmEcMbfLoLE9eLy5fet7AEYBZ', // 32 characters of the local genesis hash
  name: 'Solana Local',
  rpcUrl: 'http://127.0.0.1:8899',
}
const init = {
  latch: 'auth',
  id: '1',
  type: 'init',
  networks: [
    {
      chainId: 31337,
      name: 'Anvil',
      rpcUrl: 'http://127.0.0.1:8545',
      nativeCurrency: { symbol: 'ETH', decimals: 18 },
    },
  ],
  chainId: 31337,
}

test('a Solana network carries its base58 CAIP-2 reference, name, http RPC URL and currency', () => {
  expect(authFrameSolanaNetworkSchema.parse(mainnet)).toEqual(mainnet)
  expect(authFrameSolanaNetworkSchema.parse(solanaLocal)).toEqual(solanaLocal)
  for (const wrong of [
    { ...mainnet, reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvd' }, // 31 characters
    { ...mainnet, reference: `${mainnet.reference}${'1'.repeat(13)}` }, // 45 characters
    { ...mainnet, reference: '0eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }, // 0 is not base58
    { ...mainnet, reference: 'Ieykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }, // nor I
    { ...mainnet, rpcUrl: 'javascript:alert(1)' },
    { ...mainnet, nativeCurrency: { symbol: 'SOL', decimals: 37 } },
    { ...mainnet, name: 'x'.repeat(101) },
  ]) {
    expect(authFrameSolanaNetworkSchema.safeParse(wrong).success).toBe(false)
  }
})

test('init carries 0 to 20 Solana networks, or none', () => {
  expect(authFrameRequestSchema.parse(init)).toEqual(init)
  const withSolana = { ...init, solanaNetworks: [mainnet, solanaLocal] }
  expect(authFrameRequestSchema.parse(withSolana)).toEqual(withSolana)
  expect(authFrameRequestSchema.parse({ ...init, solanaNetworks: [] })).toEqual({
    ...init,
    solanaNetworks: [],
  })
  const tooMany = { ...init, solanaNetworks: Array.from({ length: 21 }, () => mainnet) }
  expect(authFrameRequestSchema.safeParse(tooMany).success).toBe(false)
  const wrong = { ...init, solanaNetworks: [{ ...mainnet, rpcUrl: 'ftp://x.org' }] }
  expect(authFrameRequestSchema.safeParse(wrong).success).toBe(false)
})

test('Solana accounts are read without asking; signing and sending need approval', () => {
  expect(AUTH_SAFE_METHODS).toContain('solana_getAccounts')
  for (const method of [
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAndSendTransaction',
  ]) {
    expect(AUTH_UNSAFE_METHODS).toContain(method)
    expect(AUTH_SAFE_METHODS).not.toContain(method)
  }
  expect(AUTH_UNSAFE_METHODS).not.toContain('solana_signAllTransactions')
})
