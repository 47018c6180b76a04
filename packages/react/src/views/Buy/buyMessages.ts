import { messages } from '../../messages/en.js'

/**
 * The Buy view's strings (English), beside the view: they load with its chunk rather than with
 * `messages/en.ts`, which every page loads at startup. A locale supplies the same keys. Fiat
 * amounts arrive as decimal strings (`'10.00'`) and are shown as given.
 */
export const buyMessages = {
  loading: 'Loading the on-ramp',
  loadFailed: 'The on-ramp could not load.',
  tryAgain: messages.tryAgain,
  provider: 'Provider',
  /** Spec §9 providers; an unknown id is shown as sent. */
  providers: { coinbase: 'Coinbase', meld: 'Meld' } as Readonly<Record<string, string>>,
  purchaseCurrency: 'Purchase currency',
  purchaseOption: (name: string, symbol: string) =>
    name && name !== symbol ? `${name} (${symbol})` : symbol,
  paymentCurrency: 'Payment currency',
  paymentMethod: 'Payment method',
  paymentMethods: { card: 'Card', ach_bank_account: 'Bank account (ACH)' } as Readonly<
    Record<string, string>
  >,
  amount: 'Amount',
  limits: (min: string, max: string, currency: string) => `Limits: ${min} to ${max} ${currency}`,
  amountOutOfRange: (min: string, max: string, currency: string) =>
    `Enter between ${min} and ${max} ${currency}`,
  amountInvalid: 'Enter an amount like 100.00',
  gettingQuote: 'Getting a quote…',
  youReceive: (amount: string, symbol: string) => `You receive ≈ ${amount} ${symbol}`,
  providerFee: 'Provider fee',
  networkFee: 'Network fee',
  total: 'Total',
  money: (amount: string, currency: string) => `${amount} ${currency}`,
  /** Spec §8: the options or quote are the built-in sample data. */
  sampleRates: 'Sample rates shown',
  needsApi: 'Buying needs the Blockchain API, which this app has not set up.',
  unsupported: 'Buying is not available for this account or network.',
  continue: 'Continue',
  continueInProvider: (provider: string) => `Continue in the ${provider} window.`,
  popupBlocked: 'Your browser blocked the pop-up.',
  openProvider: (provider: string) => `Open ${provider}`,
  continueFailed: (provider: string) => `Could not open ${provider}. Try again.`,
} as const
