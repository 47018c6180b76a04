import { accountDataFeature } from '../features/accountData/index.js'
import {
  hasEmbeddedWallet,
  prepareEmbeddedLogin,
  setAuthFrameContainer,
} from '../features/embeddedWallet/actions.js'
import { embeddedWalletFeature } from '../features/embeddedWallet/index.js'
import { siwxFeature } from '../features/siwx/index.js'
import { connectWalletConnectWith } from '../features/walletConnect/connectWalletConnect.js'
import { walletConnectFeature } from '../features/walletConnect/index.js'
import { acquireWalletImage } from '../features/walletImages/acquireWalletImage.js'
import type { LatchContext } from './context.js'
import type { LatchClientInternal } from './types.js'

type FeatureMethods = Pick<
  LatchClientInternal,
  | 'connectWalletConnect'
  | 'hasWalletConnect'
  | 'hasEmbeddedWallet'
  | 'setAuthFrameContainer'
  | 'prepareEmailLogin'
  | 'embeddedWalletFeature'
  | 'signIn'
  | 'cancelSignIn'
  | 'signOut'
  | 'setAccountTab'
  | 'acquireWalletImage'
  | 'fetchTokenBalances'
  | 'fetchTransactions'
  | 'fetchNfts'
  | 'setPreferredAccountType'
>

/**
 * The client's methods that reach a feature: WalletConnect, the embedded wallet, SIWX, the
 * account data, the wallet images and the preferred account type. Each loads its feature's chunk on first use.
 */
export function featureMethods(context: LatchContext): FeatureMethods {
  const { features } = context
  const embeddedWallet = hasEmbeddedWallet(context)
  return {
    connectWalletConnect: async (parameters) =>
      connectWalletConnectWith(context, parameters?.wallet),
    // `enableWallets: false` is email and social login only: no WalletConnect.
    hasWalletConnect: () => features.isAvailable(walletConnectFeature),
    hasEmbeddedWallet: () => embeddedWallet,
    setAuthFrameContainer: (element) => setAuthFrameContainer(context, element),
    prepareEmailLogin: () => prepareEmbeddedLogin(context),
    embeddedWalletFeature,
    signIn: async () => (await features.load(siwxFeature))?.signIn() ?? false,
    cancelSignIn: async () => (await features.load(siwxFeature))?.cancelSignIn(),
    signOut: async () => (await features.load(siwxFeature))?.signOut(),
    setAccountTab: (currentTab) => context.stores.accountData.setState({ currentTab }),
    acquireWalletImage: (imageId) => acquireWalletImage(context, imageId),
    fetchTokenBalances: async (parameters) =>
      (await features.load(accountDataFeature))?.fetchTokenBalances(parameters),
    fetchTransactions: async (parameters) =>
      (await features.load(accountDataFeature))?.fetchTransactions(parameters),
    fetchNfts: async (parameters) =>
      (await features.load(accountDataFeature))?.fetchNfts(parameters),
    setPreferredAccountType: async (accountType, namespace) =>
      (await features.load(embeddedWalletFeature))?.setPreferredAccountType(accountType, namespace),
  }
}
