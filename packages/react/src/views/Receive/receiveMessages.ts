import { messages } from '../../messages/en.js'

/**
 * The Receive view's strings (English), beside the view: they load with its chunk rather than with
 * `messages/en.ts`, which every page loads at startup. A locale supplies the same keys.
 */
export const receiveMessages = {
  addressQrCode: 'Address QR code',
  copyAddress: messages.copyAddress,
  addressCopied: messages.addressCopied,
  copyFailed: messages.copyFailed,
  networks: 'Networks',
  /** Under the address: why the network list matters. */
  networksHint: 'Send only assets on these networks to this address.',
  notConnected: 'Connect a wallet to receive.',
} as const
