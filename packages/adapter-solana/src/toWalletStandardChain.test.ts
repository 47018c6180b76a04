import { solana, solanaDevnet, solanaTestnet } from '@latch/core'
import { expect, it } from 'vitest'
import { toWalletStandardChain } from './toWalletStandardChain.js'

it('maps the public clusters by reference and any other network to solana:localnet', () => {
  expect(toWalletStandardChain(solana)).toBe('solana:mainnet')
  expect(toWalletStandardChain(solanaDevnet)).toBe('solana:devnet')
  expect(toWalletStandardChain(solanaTestnet)).toBe('solana:testnet')
  expect(toWalletStandardChain({ id: 'Hm1r3nQhmEcMbfLoLE9eLy5fet7AEYBZ' })).toBe('solana:localnet')
  expect(toWalletStandardChain({ id: 'toString' })).toBe('solana:localnet')
})
