import { lazyStyleSheet } from '../../styles/lazyStyleSheet.js'
import css from './auth.css?inline'

/** The email login's stylesheet (Connect's email form and Confirm Email), built on first use. */
export const getAuthStyleSheet = lazyStyleSheet(css)
