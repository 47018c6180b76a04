import type { AdapterTransaction } from '@latch/core'
import { expect, test } from 'vitest'
import { toEvmCall } from './toEvmCall.js'

const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const base = {
  caipNetwork: {} as AdapterTransaction['caipNetwork'],
  from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  to: bob,
  value: 1_500_000n,
}

test('a native transfer or a contract call is sent as it is', () => {
  expect(toEvmCall(base)).toEqual({ to: bob, value: 1_500_000n, data: undefined })
  expect(toEvmCall({ ...base, data: '0x1234' })).toEqual({
    to: bob,
    value: 1_500_000n,
    data: '0x1234',
  })
})

test('a token transfer is transfer(to, value) sent to the token with no ether', () => {
  expect(toEvmCall({ ...base, token: { address: token, decimals: 6 } })).toEqual({
    to: token,
    value: 0n,
    data: `0xa9059cbb${bob.slice(2).toLowerCase().padStart(64, '0')}${(1_500_000).toString(16).padStart(64, '0')}`,
  })
})
