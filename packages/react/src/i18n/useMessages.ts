import { useContext } from 'react'
import { LocaleContext, type Messages } from './LocaleContext.js'

/**
 * The active locale's texts (issue 16): `t(key, values)` over the startup catalogue
 * (`locales/<tag>/modal.json`), the locale's tag for `lang` and `Intl`, and its direction. A
 * component re-renders in place when `client.setLocale` changes the locale.
 *
 * @returns `{ locale, dir, t }`.
 * @example
 * const { t } = useMessages()
 * return <button type="button">{t('button.connectWallet')}</button>
 */
export function useMessages(): Messages {
  return useContext(LocaleContext)
}
