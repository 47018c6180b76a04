import { ErrorMessages } from '@latch/core'

/**
 * The Account tabs' strings (English), beside the view: they load with the Account chunk rather
 * than with `messages/en.ts`, which every page loads at startup. A locale supplies the same keys.
 */
export const accountMessages = {
  /** BCP 47 tag for `Intl` (numbers, dates) in this locale's texts. */
  locale: 'en-US',
  accountTabs: 'Account data',
  tokens: 'Tokens',
  nfts: 'NFTs',
  activity: 'Activity',
  loadMore: 'Load more',
  loadingTokens: 'Loading tokens',
  noTokens: 'No tokens yet',
  tokenBalanceUnavailable: ErrorMessages.tokenBalanceUnavailable,
  tokenItem: (name: string, amount: string) => `${name}, ${amount}`,
  loadingNfts: 'Loading NFTs',
  noNfts: 'No NFTs yet',
  nftsUnavailable: 'NFTs unavailable',
  loadingActivity: 'Loading activity',
  noActivity: 'No activity yet',
  failedToFetchTransactions: ErrorMessages.failedToFetchTransactions,
  operations: {
    send: 'Sent',
    receive: 'Received',
    mint: 'Minted',
    approve: 'Approved',
    execute: 'Executed',
    trade: 'Swapped',
  } as Readonly<Record<string, string>>,
  toCounterparty: (address: string) => `to ${address}`,
  fromCounterparty: (address: string) => `from ${address}`,
  /** e.g. "Sent 0.5 ETH to 0x7099…79C8"; `what` is empty for a transaction without transfers. */
  transactionItem: (operation: string, what: string, counterparty: string) =>
    [operation, what, counterparty].filter(Boolean).join(' '),
  otherOperation: 'Executed',
  transactionFailed: 'Failed',
  transactionPending: 'Pending',
} as const
