import { ErrorMessages } from '@latch/core'

/**
 * Every user-facing string of the modal (English). Spec §8 texts come from core's catalogue,
 * quoted exactly; the rest is ours. Locales will be tables of the same keys.
 */
export const messages = {
  connectWallet: 'Connect Wallet',
  signIn: 'Sign In',
  sign: 'Sign',
  signing: 'Signing…',
  cancel: 'Cancel',
  thisApp: 'This app',
  signInTitle: (app: string) => `${app} wants you to sign in`,
  signInExplanation:
    'Sign a message in your wallet to prove you own this account. It costs nothing.',
  allWallets: 'All Wallets',
  walletConnect: 'WalletConnect',
  walletConnectQrCode: 'WalletConnect QR code',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  scanWithWallet: 'Scan this code with a WalletConnect-compatible wallet.',
  walletConnectFailed: 'The connection failed.',
  walletConnectRelayUnreachable:
    'Could not reach the WalletConnect relay. Check your connection and try again.',
  openIn: (name: string) => `Open ${name}`,
  walletConnectUnavailable:
    'WalletConnect is not set up in this app yet. Choose a wallet installed in this browser.',
  searchWallet: 'Search wallet',
  noWalletFound: 'No wallet found',
  walletsFound: (count: number) => (count === 1 ? '1 wallet' : `${count} wallets`),
  getWallet: (name: string) => `Get ${name}`,
  connecting: 'Connecting…',
  installed: 'Installed',
  recent: 'Recent',
  back: 'Back',
  close: 'Close',
  dismissAlert: 'Dismiss alert',
  account: 'Account',
  networks: 'Networks',
  switchNetwork: 'Switch Network',
  switchChain: 'Switch Chain',
  copyAddress: 'Copy address',
  addressCopied: 'Address copied',
  copyFailed: 'Could not copy',
  disconnect: 'Disconnect',
  balance: 'Balance',
  tryAgain: 'Try again',
  somethingWentWrong: 'Something went wrong',
  retry: 'Retry',
  noWallets: 'No wallet found in this browser.',
  continueInWallet: (name: string) => `Continue in ${name}`,
  acceptConnection: 'Accept the connection request in your wallet.',
  approveSwitch: (name: string) => `Approve the switch to ${name} in your wallet.`,
  switchActiveChain: (name: string) =>
    `The connected wallet does not reach ${name}. Connect a wallet for it to continue.`,
  unsupportedChain:
    'This app doesn’t support your current network. Switch to an available option to continue.',
  selectNetwork: 'Choose a network',
  unknownNetwork: ErrorMessages.unknownNetwork,
} as const
