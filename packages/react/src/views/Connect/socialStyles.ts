import type { RefCallback } from 'react'
import { lazyStyleSheet, useAdoptedStyleSheet } from '../../styles/styleSheets.js'
import css from './social.css?inline'

const getSocialStyleSheet = lazyStyleSheet(css)

/**
 * Adopts the social login buttons' stylesheet into the modal's shadow root; it comes with their
 * chunk, not in the startup stylesheet.
 * @returns The ref to put on the buttons' container.
 */
export function useSocialStyles(): RefCallback<HTMLElement> {
  return useAdoptedStyleSheet(getSocialStyleSheet)
}
