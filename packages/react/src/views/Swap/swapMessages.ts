import { ErrorMessages } from '@latch/core'

/**
 * The Swap view's strings (English), beside the view: they load with the Swap chunk rather than
 * with `messages/en.ts`, which every page loads at startup. Accessible names here are part of the
 * product (DESIGN.md §4). A locale supplies the same keys.
 */
export const swapMessages = {
  sell: 'Sell',
  buy: 'Buy',
  sellToken: 'Sell token',
  buyToken: 'Buy token',
  sellAmount: 'Sell amount',
  max: 'Max',
  noTokens: 'No tokens to swap',
  balance: (amount: string, symbol: string) => `Balance: ${amount} ${symbol}`,
  receive: 'You receive ≈',
  rate: 'Rate',
  rateValue: (sell: string, buy: string, symbol: string) => `1 ${sell} = ${buy} ${symbol}`,
  minimumReceived: 'Minimum received',
  slippage: 'Slippage tolerance',
  slippageValue: (percent: number) => `${percent} %`,
  networkFee: 'Network fee',
  estimating: 'Estimating…',
  feeUnknown: 'Unknown',
  quoting: 'Getting a quote…',
  approve: (symbol: string) => `Approve ${symbol}`,
  approving: (symbol: string) =>
    `Approving ${symbol}… Confirm in your wallet, then wait for it to be mined.`,
  approvalNeeded: (symbol: string) =>
    `Allow the swap to use your ${symbol} first. This is a separate transaction.`,
  reviewSwap: 'Review swap',
  swap: 'Swap',
  swapping: 'Confirm the swap in your wallet…',
  edit: 'Edit',
  youSell: 'You sell',
  loading: 'Loading tokens…',
  loadFailed: 'Could not load the tokens to swap',
  tryAgain: 'Try again',
  unavailable: 'Swaps are not available on this network.',
  chunkFailed: 'Swap could not load. Check your connection and try again.',
  previewFailed: 'Could not prepare the swap',
  formErrors: {
    sameToken: 'Choose two different tokens',
    selectToken: 'Choose the tokens to swap',
    noAmount: 'Enter an amount',
    invalidAmount: 'Enter a valid amount',
    insufficientBalance: 'Insufficient balance',
  },
  quoteErrors: {
    noRoute: 'No route for this swap',
    quoteFailed: 'Could not get a quote. Try again.',
  },
  actionErrors: {
    signatureDeclined: ErrorMessages.signatureDeclined,
    approveFailed: 'The approval failed',
    swapFailed: 'The swap failed',
  },
} as const
