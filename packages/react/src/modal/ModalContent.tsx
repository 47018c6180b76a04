import { useId } from 'react'
import { AlertBar } from '../components/AlertBar.js'
import { useRouter } from '../hooks/useRouter.js'
import { useSocialName } from '../hooks/useSocialName.js'
import { useMessages } from '../i18n/useMessages.js'
import { Header } from './Header.js'
import { useHeightTransition } from './useHeightTransition.js'
import { ViewRouter } from './ViewRouter.js'
import { viewTitle } from './viewTitle.js'

/**
 * Header, alert bar and current view; `titleId` names the surrounding dialog, whose height follows
 * the view's (`useHeightTransition`).
 */
export function ModalContent({ titleId }: { titleId: string }) {
  const { view, history, data } = useRouter()
  const { t } = useMessages()
  const socialName = useSocialName(view === 'ConnectingSocial' ? data.social : undefined)
  const title = viewTitle(view, data, t, socialName)
  const bodyRef = useHeightTransition()
  return (
    <>
      <Header title={title} titleId={titleId} canGoBack={history.length > 1} />
      <AlertBar />
      <ViewRouter view={view} bodyRef={bodyRef} />
    </>
  )
}

/** A stable id for the dialog's title. */
export function useTitleId(): string {
  return `latch-title-${useId().replace(/:/g, '')}`
}
