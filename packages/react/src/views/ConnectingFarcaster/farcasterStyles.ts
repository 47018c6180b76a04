import type { RefCallback } from 'react'
import { lazyStyleSheet, useAdoptedStyleSheet } from '../../styles/styleSheets.js'
import css from './farcaster.css?inline'

const getFarcasterStyleSheet = lazyStyleSheet(css)

/**
 * Adopts ConnectingFarcaster's stylesheet into the modal's shadow root; it comes with the view's
 * chunk, not in the startup stylesheet.
 * @returns The ref to put on the view's container.
 */
export function useFarcasterStyles(): RefCallback<HTMLElement> {
  return useAdoptedStyleSheet(getFarcasterStyleSheet)
}
