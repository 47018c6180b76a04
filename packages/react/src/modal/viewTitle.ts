import type { RouterData, View } from '@latch/core'
import { messages } from '../messages/en.js'

/** The header title of a view; it also names the dialog (DESIGN.md §4). */
export function viewTitle(view: View, data: RouterData): string {
  switch (view) {
    case 'Connect':
      return messages.connectWallet
    case 'AllWallets':
      return messages.allWallets
    case 'ConnectingWalletConnectBasic':
      return messages.walletConnect
    case 'ConnectingExternal':
      return data.connector?.name ?? messages.connectWallet
    case 'Account':
      return messages.account
    case 'Networks':
      return messages.networks
    case 'SIWXSignMessage':
      return messages.signIn
    case 'SwitchNetwork':
    case 'UnsupportedChain':
      return messages.switchNetwork
    case 'SwitchActiveChain':
      return messages.switchChain
    case 'Send':
      return messages.send
    case 'Receive':
      return messages.receive
    case 'Swap':
      return messages.swap
    case 'Buy':
      return messages.buy
    case 'ConfirmEmail':
      return messages.confirmEmail
    case 'ApproveTransaction':
      return messages.approveTransaction
  }
}
