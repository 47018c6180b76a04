import { maxUint256 } from 'viem'
import { describe, expect, test } from 'vitest'
import { ENTRY_POINT_08 } from '../smartAccount/contracts.js'
import { parseUnsafeRequest } from './parseUnsafeRequest.js'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const wallet = { address, chainId: 31337 } as const
const types = {
  Transfer: [
    { name: 'recipient', type: 'address' },
    { name: 'amount', type: 'uint256' },
  ],
}
const sign = (typedData: unknown) =>
  parseUnsafeRequest('eth_signTypedData_v4', [address, typedData], wallet)

describe('parseUnsafeRequest: eth_signTypedData_v4', () => {
  test('a message that matches its types is taken, unsigned extra keys and all', () => {
    const typedData = {
      domain: { name: 'Test', chainId: 31337 },
      types,
      primaryType: 'Transfer',
      message: { junk: 'x', recipient: address, amount: maxUint256.toString() },
    }
    expect(sign(JSON.stringify(typedData))).toEqual({
      method: 'eth_signTypedData_v4',
      typedData,
    })
  })

  test('a message that does not match its types is refused (-32602)', () => {
    const refused = (message: Record<string, unknown>, primaryType = 'Transfer') => {
      try {
        sign({ domain: {}, types, primaryType, message })
      } catch (error) {
        return error as { code: number; message: string }
      }
      return undefined
    }
    const mismatch = {
      code: -32602,
      message: 'Invalid params: typed data does not match its types',
    }
    expect(refused({ recipient: address })).toMatchObject(mismatch)
    expect(refused({ recipient: 'attacker', amount: '1' })).toMatchObject(mismatch)
    expect(refused({ recipient: address, amount: (2n ** 256n).toString() })).toMatchObject(mismatch)
    expect(refused({ recipient: address, amount: '1' }, 'Missing')).toMatchObject(mismatch)
  })

  test('typed data of EntryPoint v0.8 or a PackedUserOperation is refused (4200)', () => {
    const notAllowed = { code: 4200, message: 'Requested RPC call is not allowed' }
    const message = { recipient: address, amount: '1' }
    expect(() =>
      sign({
        domain: {
          name: 'ERC4337',
          version: '1',
          chainId: 31337,
          verifyingContract: ENTRY_POINT_08.toLowerCase(),
        },
        types,
        primaryType: 'Transfer',
        message,
      }),
    ).toThrow(expect.objectContaining(notAllowed))
    expect(() =>
      sign({
        domain: { name: 'Other', chainId: 31337 },
        types: { PackedUserOperation: types.Transfer },
        primaryType: 'PackedUserOperation',
        message,
      }),
    ).toThrow(expect.objectContaining(notAllowed))
  })
})
