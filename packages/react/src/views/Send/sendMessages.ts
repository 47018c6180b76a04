/**
 * The Send view's strings (English), beside the view: they load with its chunk rather than with
 * `messages/en.ts`, which every page loads at startup. A locale supplies the same keys.
 */
export const sendMessages = {
  loading: 'Loading…',
  loadFailed: 'Could not load Send. Check your connection and try again.',
  selectToken: 'Select token',
  noTokens: 'No tokens to send',
  amount: 'Amount',
  max: 'Max',
  recipient: 'Recipient address',
  recipientPlaceholder: 'Address or ENS name',
  review: 'Review',
  checking: 'Checking…',
  youSend: 'You send',
  to: 'To',
  edit: 'Edit',
  send: 'Send',
  sending: 'Sending…',
} as const
