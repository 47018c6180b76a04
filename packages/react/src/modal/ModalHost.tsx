import { useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { useStore } from 'zustand'
import { AuthFrameSlot } from '../components/AuthFrameSlot.js'
import { LatchBoundary } from '../components/LatchBoundary/LatchBoundary.js'
import { Toast } from '../components/Toast.js'
import { useLatchClient } from '../hooks/LatchContext.js'
import { useMessages } from '../i18n/useMessages.js'
import { useResolvedTheme } from '../theme/useResolvedTheme.js'
import { prefetchConnectParts } from '../views/Connect/ConnectView.js'
import { BrandingFooter } from './BrandingFooter.js'
import { ModalContent, useTitleId } from './ModalContent.js'
import { prepareFirstOpen } from './prepareFirstOpen.js'
import { SheetHandle } from './SheetHandle.js'
import { usePrefetchOnOpen } from './usePrefetchOnOpen.js'
import { usePrepareQrCode } from './usePrepareQrCode.js'
import { useShadowHost } from './useShadowHost.js'
import { whenIdle } from './whenIdle.js'

function ModalDialog() {
  const client = useLatchClient()
  const open = useStore(client.stores.modal, (state) => state.open)
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const titleId = useTitleId()
  const { locale, dir } = useMessages()
  usePrefetchOnOpen()
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      element.showModal()
    } else if (!open && element.open) {
      element.close()
      opener.current?.focus()
      opener.current = null
    }
  }, [open])
  return (
    <>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a backdrop click is the mouse twin of Escape, which the native dialog already handles */}
      <dialog
        ref={dialog}
        className="latch-dialog"
        aria-labelledby={titleId}
        lang={locale}
        dir={dir}
        onCancel={(event) => {
          // Escape: close through the client so state and history reset (spec §2).
          event.preventDefault()
          client.close()
        }}
        onClose={(event) => {
          // Chromium closes a dialog on a second Escape even when cancel was prevented; when the
          // client refused to close (required sign-in), show it again so store and screen agree.
          if (client.isOpen()) event.currentTarget.showModal()
        }}
        onClick={(event) => {
          // A tap outside the box is on the backdrop; one inside it on the dialog itself is on its
          // own padding (the phone sheet's safe-area inset), which must not close.
          const box = event.currentTarget.getBoundingClientRect()
          const { clientX: x, clientY: y } = event
          const outside = x < box.left || x > box.right || y < box.top || y > box.bottom
          if (event.target === event.currentTarget && outside) client.close()
        }}
      >
        {open ? (
          <>
            <SheetHandle onDismiss={() => client.close()} />
            <ModalContent titleId={titleId} />
            <Toast />
          </>
        ) : null}
        <AuthFrameSlot />
        {open ? <BrandingFooter /> : null}
      </dialog>
      {open ? null : <Toast />}
    </>
  )
}

function EmbeddedPanel() {
  const titleId = useTitleId()
  const { locale, dir } = useMessages()
  return (
    <div
      className="latch-embedded"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      lang={locale}
      dir={dir}
    >
      <ModalContent titleId={titleId} />
      <AuthFrameSlot />
      <BrandingFooter />
      <Toast />
    </div>
  )
}

/**
 * The modal's lazy chunk (what `loadModal` imports): the shadow root's host element and, portalled
 * into it, the dialog (or the embedded panel) with its header, router, Connect view, toast and
 * styles. The English catalogue of the modal comes with it (through `useMessages`).
 *
 * @param props.append - Mount on `document.body` (what `<LatchProvider>` does), else in a
 *   `<div data-latch-modal-container>` rendered here.
 */
export function ModalHost({ append }: { append: boolean }) {
  const client = useLatchClient()
  const [container, setContainer] = useState<HTMLDivElement | null>(null)
  const theme = useResolvedTheme()
  const root = useShadowHost(append ? undefined : container, theme)
  const { locale } = useMessages()
  // The Connect view's optional parts come with the modal, before the first open; once the
  // browser is idle, what the first open and its next view need (number formats, views' code).
  useEffect(() => prefetchConnectParts(client), [client])
  useEffect(() => whenIdle(() => prepareFirstOpen(client, locale)), [client, locale])
  usePrepareQrCode()
  const content = client.options.enableEmbedded ? <EmbeddedPanel /> : <ModalDialog />
  return (
    <>
      {append ? null : <div ref={setContainer} data-latch-modal-container="" />}
      {/* A second boundary inside the shadow root: its fallback shows where the modal does. */}
      {root ? createPortal(<LatchBoundary source="modal">{content}</LatchBoundary>, root) : null}
    </>
  )
}
