import type { Transaction } from '@latch/core'
import { expect, it } from 'vitest'
import { describeTransaction } from './describeTransaction.js'

const base: Transaction = {
  id: '0x1',
  metadata: {
    operationType: 'send',
    hash: '0x1',
    minedAt: '2025-03-04T10:00:00Z',
    sentFrom: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    sentTo: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    status: 'confirmed',
  },
  transfers: [
    {
      direction: 'out',
      quantity: { numeric: '0.5' },
      fungible_info: { name: 'Ether', symbol: 'ETH' },
    },
  ],
}

it('names a send by operation, amount, symbol and recipient', () => {
  expect(describeTransaction(base)).toEqual({
    operation: 'Sent',
    what: '0.5 ETH',
    counterparty: 'to 0x7099…79C8',
    incoming: false,
    label: 'Sent 0.5 ETH to 0x7099…79C8',
  })
})

it('names an incoming NFT by its name and sender', () => {
  const minted: Transaction = {
    ...base,
    metadata: { ...base.metadata, operationType: 'mint' },
    transfers: [
      {
        direction: 'in',
        quantity: { numeric: '1' },
        nft_info: { name: 'Latch Cat #7', flags: { is_spam: false } },
      },
    ],
  }
  expect(describeTransaction(minted).label).toBe('Minted Latch Cat #7 from 0xf39F…2266')
  expect(describeTransaction(minted).incoming).toBe(true)
})

it('an unknown or prototype operation is "Executed"; no transfer, no amount', () => {
  for (const operationType of ['deploy', 'constructor', '__proto__']) {
    const tx = { ...base, metadata: { ...base.metadata, operationType }, transfers: [] }
    expect(describeTransaction(tx).label).toBe('Executed to 0x7099…79C8')
  }
  const approve = {
    ...base,
    metadata: { ...base.metadata, operationType: 'approve' },
    transfers: [],
  }
  expect(describeTransaction(approve).operation).toBe('Approved')
})

it('amounts: at most 3 decimals without trailing zeros; dust is "<0.001"', () => {
  // The amount part of a fungible transfer's `what` ("0.5 ETH" → "0.5").
  const formatTransferAmount = (numeric: string) => {
    const [transfer] = base.transfers
    const tx = { ...base, transfers: [{ ...transfer, quantity: { numeric } }] } as Transaction
    return describeTransaction(tx).what.replace(/ ETH$/, '')
  }
  expect(formatTransferAmount('0.5')).toBe('0.5')
  expect(formatTransferAmount('1000')).toBe('1,000')
  expect(formatTransferAmount('100.25')).toBe('100.25')
  expect(formatTransferAmount('1.23456')).toBe('1.235')
  expect(formatTransferAmount('0.0000001')).toBe('<0.001')
  expect(formatTransferAmount('0')).toBe('0')
})
