import { describe, expect, test } from 'vitest'
import { describeNetwork } from './createApprovalExplainer.js'

describe('describeNetwork', () => {
  test('the host’s name, cleaned, always beside the chain id', () => {
    expect(describeNetwork({ name: 'Anvil', chainId: 31337 })).toBe('Anvil (chain 31337)')
    expect(describeNetwork({ name: '\u202eEthereum\u200b', chainId: 137 })).toBe(
      'Ethereum (chain 137)',
    )
    expect(describeNetwork({ name: ' ', chainId: 1 })).toBe('Unnamed network (chain 1)')
  })
})
