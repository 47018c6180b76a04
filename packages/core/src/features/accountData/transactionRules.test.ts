import { expect, test } from 'vitest'
import type { Transaction, TransactionTransfer } from '../../data/types.js'
import {
  filterTransactions,
  groupTransactionsByYearMonth,
  mergeTransactions,
} from './transactionRules.js'

const nft = (spam: boolean): TransactionTransfer => ({
  direction: 'in',
  quantity: { numeric: '1' },
  nft_info: { name: 'Thing', flags: { is_spam: spam } },
})
const ether: TransactionTransfer = {
  direction: 'out',
  quantity: { numeric: '0.5' },
  fungible_info: { name: 'Ether', symbol: 'ETH' },
}
const tx = (
  id: string,
  minedAt: string,
  transfers: TransactionTransfer[] = [ether],
  chain?: `eip155:${number}`,
): Transaction => ({
  id,
  metadata: {
    operationType: 'send',
    hash: id,
    minedAt,
    sentFrom: '0xa',
    sentTo: '0xb',
    status: 'confirmed',
    chain,
  },
  transfers,
})

test('spec §4: drops transactions whose transfers are all spam, and other chains; keeps partial spam', () => {
  const kept = filterTransactions(
    [
      tx('all-spam', '2026-01-01T00:00:00Z', [nft(true), nft(true)]),
      tx('some-spam', '2026-01-01T00:00:00Z', [nft(true), ether]),
      tx('other-chain', '2026-01-01T00:00:00Z', [ether], 'eip155:10'),
      tx('this-chain', '2026-01-01T00:00:00Z', [ether], 'eip155:1'),
      tx('no-chain', '2026-01-01T00:00:00Z'),
      tx('no-transfers', '2026-01-01T00:00:00Z', []),
    ],
    'eip155:1',
  )
  expect(kept.map((t) => t.id)).toEqual(['some-spam', 'this-chain', 'no-chain', 'no-transfers'])
})

test('spec §3: groups by year then month; merging pages keeps newest first without repeats', () => {
  const page1 = [tx('c', '2026-03-05T10:00:00Z'), tx('b', '2026-03-01T10:00:00Z')]
  const page2 = [tx('b', '2026-03-01T10:00:00Z'), tx('a', '2025-12-31T23:00:00Z')]
  const merged = mergeTransactions(page1, page2)
  expect(merged.map((t) => t.id)).toEqual(['c', 'b', 'a'])
  const groups = groupTransactionsByYearMonth(merged)
  expect(Object.keys(groups)).toEqual(['2025', '2026'])
  expect(groups[2026]?.[2]?.map((t) => t.id)).toEqual(['c', 'b'])
  expect(groups[2025]?.[11]?.map((t) => t.id)).toEqual(['a'])
})
