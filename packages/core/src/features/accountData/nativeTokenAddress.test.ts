import { describe, expect, it } from 'vitest'
import { bitcoin } from '../../networks/bitcoin.js'
import { mainnet } from '../../networks/mainnet.js'
import { solana } from '../../networks/solana.js'
import { nativeTokenAddress } from './nativeTokenAddress.js'

describe('nativeTokenAddress (spec §9 native-token placeholders per namespace)', () => {
  it("names EVM's native currency 0xeeee…eeee", () => {
    expect(nativeTokenAddress(mainnet)).toBe('eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee')
  })

  it("names SOL with Solana's placeholder, not the EVM one nor Wrapped SOL's mint", () => {
    const address = nativeTokenAddress(solana)
    expect(address).toBe(
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:So11111111111111111111111111111111111111111',
    )
    expect(address).not.toContain('0xeeee')
    expect(address).not.toMatch(/So1{41}2$/)
  })

  it('has none for bitcoin, which no token list prices', () => {
    expect(nativeTokenAddress(bitcoin)).toBeUndefined()
  })
})
