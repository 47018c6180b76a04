// @vitest-environment happy-dom
import { maxUint256 } from 'viem'
import { describe, expect, test } from 'vitest'
import { describeRequest } from './describeRequest.js'

// Typed data (EIP-712) in the approval: exactly the fields types[primaryType] signs, in type order,
// recursively, with no cap, and warnings for what lets someone else move the signer's tokens.

const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const native = { symbol: 'ETH', chainId: 31337 }

describe('describeRequest: typed data shows what the signature covers', () => {
  const attacker = '0x00000000000000000000000000000000DeaDBeef'
  const transferTypes = {
    Transfer: [
      { name: 'recipient', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
  }
  const typed = (typedData: Record<string, unknown>, context = {}) =>
    describeRequest(
      { method: 'eth_signTypedData_v4', typedData: typedData as never },
      { native, ...context },
    )

  test('32 unsigned junk keys before the signed ones: only the signed fields, all of them, with a warning', () => {
    const junk = Object.fromEntries(
      Array.from({ length: 32 }, (_, i) => [`junk${i}`, `noise ${i}`]),
    )
    const description = typed({
      domain: { name: 'Drain', chainId: 31337, verifyingContract: token },
      types: transferTypes,
      primaryType: 'Transfer',
      message: { ...junk, recipient: attacker, amount: maxUint256.toString() },
    })
    expect(description.fields).toEqual([`recipient: ${attacker}`, `amount: ${maxUint256}`])
    expect(description.warning).toBe('amount is unlimited (the largest number it can hold)')
  })

  test('type order, nested structs and arrays of structs; nothing the types do not name', () => {
    const description = typed({
      domain: {},
      types: {
        Person: [
          { name: 'name', type: 'string' },
          { name: 'wallets', type: 'address[]' },
        ],
        Mail: [
          { name: 'to', type: 'Person[]' },
          { name: 'from', type: 'Person' },
          { name: 'grid', type: 'uint8[][]' },
          { name: 'contents', type: 'string' },
        ],
      },
      primaryType: 'Mail',
      message: {
        contents: 'Hi\u202e',
        extra: 'unsigned',
        from: { name: 'Cow', wallets: [recipient], hidden: 1 },
        to: [{ name: 'Bob', wallets: [] }],
        grid: [[1, 2], [3]],
      },
    })
    expect(description.fields).toEqual([
      'to.0.name: Bob',
      'to.0.wallets: []',
      'from.name: Cow',
      `from.wallets.0: ${recipient}`,
      'grid.0.0: 1',
      'grid.0.1: 2',
      'grid.1.0: 3',
      'contents: Hi⟨U+202E⟩',
    ])
  })

  test('no cap: 100 signed fields are all listed, long values whole', () => {
    const fields = Array.from({ length: 100 }, (_, i) => ({ name: `f${i}`, type: 'string' }))
    const message = Object.fromEntries(fields.map(({ name }) => [name, 'x'.repeat(200)]))
    const description = typed({ domain: {}, types: { Big: fields }, primaryType: 'Big', message })
    expect(description.fields).toHaveLength(100)
    expect(description.fields?.[99]).toBe(`f99: ${'x'.repeat(200)}`)
  })

  test('unlimited amounts: ≥ 2^255, or the largest value of the field’s size in an amount-like field', () => {
    const permit2 = typed({
      domain: {},
      types: {
        PermitDetails: [
          { name: 'token', type: 'address' },
          { name: 'amount', type: 'uint160' },
          { name: 'expiration', type: 'uint48' },
          { name: 'nonce', type: 'uint48' },
        ],
        PermitSingle: [
          { name: 'details', type: 'PermitDetails' },
          { name: 'spender', type: 'address' },
          { name: 'sigDeadline', type: 'uint256' },
        ],
      },
      primaryType: 'PermitSingle',
      message: {
        details: {
          token,
          amount: (2n ** 160n - 1n).toString(),
          expiration: (2n ** 48n - 1n).toString(),
          nonce: '0',
        },
        spender: attacker,
        sigDeadline: '1',
      },
    })
    expect(permit2.warning).toBe(
      [
        `This signature lets ${attacker} spend your tokens`,
        'details.amount is unlimited (the largest number it can hold)',
      ].join('\n'),
    )
    const big = typed({
      domain: {},
      types: { Order: [{ name: 'nonce', type: 'uint256' }] },
      primaryType: 'Order',
      message: { nonce: (2n ** 255n).toString() },
    })
    expect(big.warning).toBe('nonce is unlimited (the largest number it can hold)')
  })

  test('domain facts the signature does not cover (an EIP712Domain type without them) are not shown', () => {
    const description = typed({
      domain: { name: 'Uniswap', chainId: 31337, verifyingContract: token },
      types: { EIP712Domain: [{ name: 'verifyingContract', type: 'address' }], ...transferTypes },
      primaryType: 'Transfer',
      message: { recipient, amount: '1' },
    })
    expect(description.details).toEqual([
      { label: 'Type', value: 'Transfer' },
      { label: 'Chain', value: 'not set (valid on any chain)' },
      { label: 'Contract', value: token },
    ])
  })

  test('a permit’s spender is read from the signed fields only', () => {
    const description = typed({
      domain: {},
      types: {
        Permit: [
          { name: 'owner', type: 'address' },
          { name: 'value', type: 'uint256' },
        ],
      },
      primaryType: 'Permit',
      message: { spender: attacker, owner: recipient, value: '1' },
    })
    expect(description.warning).toBeUndefined()
  })

  test('a setApprovalForAll-style operator in typed data is warned about', () => {
    const description = typed({
      domain: {},
      types: {
        ApprovalForAll: [
          { name: 'owner', type: 'address' },
          { name: 'operator', type: 'address' },
          { name: 'approved', type: 'bool' },
        ],
      },
      primaryType: 'ApprovalForAll',
      message: { owner: recipient, operator: attacker, approved: true },
    })
    expect(description.warning).toBe(
      `This lets ${attacker} move all your tokens of this collection, now and later`,
    )
    const revoked = typed({
      domain: {},
      types: {
        ApprovalForAll: [
          { name: 'operator', type: 'address' },
          { name: 'approved', type: 'bool' },
        ],
      },
      primaryType: 'ApprovalForAll',
      message: { operator: attacker, approved: false },
    })
    expect(revoked.warning).toBeUndefined()
  })
})
