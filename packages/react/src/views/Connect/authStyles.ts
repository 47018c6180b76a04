import { type RefCallback, useCallback } from 'react'
import { lazyStyleSheet, useAdoptedStyleSheet } from '../../styles/styleSheets.js'
import { useWalletFeatureStyles } from '../../styles/useWalletFeatureStyles.js'
import css from './auth.css?inline'

const getAuthStyleSheet = lazyStyleSheet(css)

/**
 * Adopts what the email login's forms (Connect's email form, Confirm Email) need into the modal's
 * shadow root: the form fields' stylesheet and the login's own.
 * @returns The ref to put on the form.
 */
export function useAuthFormStyles(): RefCallback<HTMLElement> {
  const fieldStyles = useWalletFeatureStyles()
  const authStyles = useAdoptedStyleSheet(getAuthStyleSheet)
  return useCallback(
    (element: HTMLElement | null) => {
      fieldStyles(element)
      authStyles(element)
    },
    [fieldStyles, authStyles],
  )
}
