import type { FeatureDefinition } from '../client/defineFeature.js'
import { accountDataFeature } from './accountData/index.js'
import { buyFeature } from './buy/index.js'
import { embeddedWalletFeature } from './embeddedWallet/index.js'
import { hostedDataFeature } from './hostedData/index.js'
import { sendFeature } from './send/index.js'
import { siwxFeature } from './siwx/index.js'
import { swapFeature } from './swap/index.js'
import { walletConnectFeature } from './walletConnect/index.js'
import { walletImagesFeature } from './walletImages/index.js'

/**
 * Every feature of the modal, one registration line each. The kernel runs each available
 * feature's `start` at client creation; everything else a feature has loads with
 * `context.features.load(feature)`, from its own folder (`features/<name>/`), as a lazy chunk.
 */
// biome-ignore lint/suspicious/noExplicitAny: each feature has its own API type.
export const features: readonly FeatureDefinition<any>[] = [
  embeddedWalletFeature,
  accountDataFeature,
  hostedDataFeature,
  siwxFeature,
  walletImagesFeature,
  sendFeature,
  swapFeature,
  buyFeature,
  walletConnectFeature,
]
