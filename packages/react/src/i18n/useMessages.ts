import { useContext } from 'react'
import { registerCatalogue } from './catalogues.js'
import { LocaleContext, type Messages } from './LocaleContext.js'
import enModal from './locales/en/modal.json'

// English modal texts come with the modal's chunk (the modules that show them import this one).
registerCatalogue('en', 'modal', enModal)

/**
 * The active locale's texts: `t(key, values)` over the modal's catalogue
 * (`locales/<tag>/modal.json`), the locale's tag for `lang` and `Intl`, and its direction. A
 * component re-renders in place when `client.setLocale` changes the locale. For the modal's chunk:
 * it brings English's `modal.json`; the page buttons use `usePageMessages`.
 *
 * @returns `{ locale, dir, t }`.
 * @example
 * const { t } = useMessages()
 * return <h2>{t('title.connectWallet')}</h2>
 */
export function useMessages(): Messages {
  return useContext(LocaleContext)
}
