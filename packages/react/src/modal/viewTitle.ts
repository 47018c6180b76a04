import type { RouterData, View } from '@latch/core'
import type { Translate } from '../i18n/LocaleContext.js'

const titleKeys: Record<Exclude<View, 'ConnectingExternal' | 'ConnectingSocial'>, string> = {
  Connect: 'title.connectWallet',
  ConnectWallets: 'title.connectWallet',
  WhatIsAWallet: 'title.whatIsAWallet',
  AllWallets: 'title.allWallets',
  ConnectingWalletConnectBasic: 'title.walletConnect',
  Account: 'title.account',
  Networks: 'title.networks',
  SIWXSignMessage: 'title.signIn',
  SwitchNetwork: 'title.switchNetwork',
  UnsupportedChain: 'title.switchNetwork',
  SwitchActiveChain: 'title.switchChain',
  Send: 'title.send',
  Receive: 'title.receive',
  Swap: 'title.swap',
  Buy: 'title.buy',
  ConfirmEmail: 'title.confirmEmail',
  ApproveTransaction: 'title.approveTransaction',
  ConnectSocials: 'title.otherLogins',
  ConnectingFarcaster: 'title.farcaster',
  ConnectingPasskey: 'title.passkey',
  AddPasskey: 'title.addPasskey',
}

/**
 * The header title of a view, in the active locale; it also names the dialog.
 * ConnectingExternal is titled by the wallet's name, ConnectingSocial by the provider's
 * (`socialName`, e.g. `'Google'`), else "Connect Wallet".
 */
export function viewTitle(
  view: View,
  data: RouterData,
  t: Translate,
  socialName?: string | undefined,
): string {
  if (view === 'ConnectingExternal') return data.connector?.name ?? t('title.connectWallet')
  if (view === 'ConnectingSocial') return socialName ?? t('title.connectWallet')
  return t(titleKeys[view])
}
