import { hex } from '@scure/base'
import { Address, NETWORK, OutScript } from '@scure/btc-signer'
import { expect, test } from 'vitest'
import { bip322Address, bip322Hashes } from '../../testing/bip322TestVectors.js'
import { createBip322Transactions } from './createBip322Transactions.js'

const challenge = OutScript.encode(Address(NETWORK).decode(bip322Address))

test.each(bip322Hashes)(
  "builds to_spend and to_sign of $message with BIP-322's transaction ids",
  ({ message, toSpend, toSign }) => {
    const transactions = createBip322Transactions(challenge, message)
    expect(transactions.toSpend.id).toBe(toSpend)
    expect(transactions.toSign.id).toBe(toSign)
  },
)

test('to_sign spends to_spend:0 and pays 0 sat to OP_RETURN; both are version 0', () => {
  const { toSpend, toSign } = createBip322Transactions(challenge, '')
  expect([toSpend.version, toSign.version, toSpend.lockTime, toSign.lockTime]).toEqual([0, 0, 0, 0])
  expect(hex.encode(toSign.getInput(0).txid ?? new Uint8Array())).toBe(toSpend.id)
  expect(toSign.getOutput(0)).toMatchObject({ amount: 0n, script: Uint8Array.of(0x6a) })
})
