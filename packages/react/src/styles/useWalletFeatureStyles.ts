import { lazyStyleSheet, useAdoptedStyleSheet } from './styleSheets.js'
import css from './walletFeatures.css?inline'

const getSheet = lazyStyleSheet(css)

/**
 * Adopts the wallet features' stylesheet (forms, token picker, transaction preview) into the
 * modal's shadow root while a Send, Swap, Buy or Receive view is shown.
 * @returns The ref to put on the view's root element.
 */
export function useWalletFeatureStyles() {
  return useAdoptedStyleSheet(getSheet)
}
