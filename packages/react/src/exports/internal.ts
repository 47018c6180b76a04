// @latch/react/internal: what @latch/html needs beyond the public API. Not public: anything here
// may change in any release.

export { getPageButtonStyleSheet } from '../components/ConnectButton/usePageButtonStyles.js'
export { LatchContext } from '../hooks/LatchContext.js'
export { LocaleProvider } from '../i18n/LocaleProvider.js'
export { lazyStyleSheet } from '../styles/styleSheets.js'
