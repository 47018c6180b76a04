import { useContext } from 'react'
import { LocaleContext, type Messages } from './LocaleContext.js'

/**
 * {@link useMessages} for what renders before the modal's chunk arrived (the page buttons and
 * their error boundary): the same messages, without bringing English's `modal.json` into the
 * startup chunk. In English, `t` knows the page buttons' texts (`englishPageTexts`) until that
 * file is here; in another locale, its loaded `modal.json`.
 *
 * @returns `{ locale, dir, t }`.
 * @example
 * const { t } = usePageMessages()
 * return <button type="button">{t('button.connectWallet')}</button>
 */
export function usePageMessages(): Messages {
  return useContext(LocaleContext)
}
