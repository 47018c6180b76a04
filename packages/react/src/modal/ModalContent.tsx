import type { View } from '@latch/core'
import { useId } from 'react'
import { useStore } from 'zustand'
import { AlertBar } from '../components/AlertBar.js'
import { useLatchClient } from '../hooks/LatchContext.js'
import { useRouter } from '../hooks/useRouter.js'
import { useSocialName } from '../hooks/useSocialName.js'
import { useMessages } from '../i18n/useMessages.js'
import { Header } from './Header.js'
import { useHeightTransition } from './useHeightTransition.js'
import { ViewRouter } from './ViewRouter.js'
import { viewTitle } from './viewTitle.js'

/** The views that host the embedded wallet's secure frame (shown once their chunk is there). */
const FRAME_VIEWS: ReadonlySet<View> = new Set<View>([
  'ConfirmEmail',
  'ApproveTransaction',
  'ConnectingPasskey',
  'AddPasskey',
])

/**
 * Header, alert bar and current view; `titleId` names the surrounding dialog, whose height follows
 * the view's (`useHeightTransition`), at once rather than animated while the secure frame shows or
 * the view hosts it, so the frame never moves.
 */
export function ModalContent({ titleId }: { titleId: string }) {
  const { view, history, data } = useRouter()
  const { t } = useMessages()
  const socialName = useSocialName(view === 'ConnectingSocial' ? data.social : undefined)
  const title = viewTitle(view, data, t, socialName)
  const client = useLatchClient()
  const frameVisible = useStore(client.stores.auth, (state) => state.frameVisible)
  const bodyRef = useHeightTransition(frameVisible || FRAME_VIEWS.has(view))
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
