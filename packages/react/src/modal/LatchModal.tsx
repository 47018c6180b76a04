import { useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { useStore } from 'zustand'
import { AuthFrameSlot } from '../components/AuthFrameSlot.js'
import { LatchBoundary } from '../components/LatchBoundary/LatchBoundary.js'
import { Toast } from '../components/Toast.js'
import { useLatchClient } from '../hooks/LatchContext.js'
import { useMessages } from '../i18n/useMessages.js'
import { useResolvedTheme } from '../theme/useResolvedTheme.js'
import { ModalContent, useTitleId } from './ModalContent.js'
import { SheetHandle } from './SheetHandle.js'
import { usePrefetchOnOpen } from './usePrefetchOnOpen.js'
import { useShadowHost } from './useShadowHost.js'

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
      <Toast />
    </div>
  )
}

function ModalHost({ append }: { append: boolean }) {
  const client = useLatchClient()
  const [container, setContainer] = useState<HTMLDivElement | null>(null)
  const theme = useResolvedTheme()
  const root = useShadowHost(append ? undefined : container, theme)
  const content = client.options.enableEmbedded ? <EmbeddedPanel /> : <ModalDialog />
  return (
    <>
      {append ? null : <div ref={setContainer} data-latch-modal-container="" />}
      {/* A second boundary inside the shadow root: its fallback shows where the modal does. */}
      {root ? createPortal(<LatchBoundary source="modal">{content}</LatchBoundary>, root) : null}
    </>
  )
}

/**
 * The Latch modal (DESIGN.md §3): a native `<dialog>` shown with `showModal()` inside an open shadow
 * root, so host CSS cannot reach it. `<LatchProvider>` appends it to `document.body` by itself;
 * with `disableAppend` or `enableEmbedded`, place `<LatchModal/>` where it should render (embedded:
 * inline, always visible). On a phone (≤ 430 px wide) the dialog is a bottom sheet with a drag
 * handle that closes it; it keeps clear of the notch and home indicator when the page's viewport
 * meta has `viewport-fit=cover` (else the browser does). A fault while rendering shows "Something
 * went wrong" and "Retry" in its place (inside the dialog when a view failed, its header still
 * there) and emits `ERROR` with source `'modal'` or `'modal-view'` (issue 11).
 *
 * @param props.append - Internal: mount on `document.body` (what `<LatchProvider>` does).
 * @returns A container `<div data-latch-modal-container>` (none with `append`) and, portalled into
 *   its shadow root, the dialog or the embedded panel.
 * @example
 * import { createLatch, LatchModal, LatchProvider, mainnet } from '@latch/react'
 * import { createEvmAdapter } from '@latch/adapter-evm'
 *
 * const latch = createLatch({
 *   networks: [mainnet],
 *   adapters: [createEvmAdapter()],
 *   enableEmbedded: true,
 * })
 *
 * function WalletPanel() {
 *   return (
 *     <LatchProvider client={latch}>
 *       <aside>
 *         <LatchModal />
 *       </aside>
 *     </LatchProvider>
 *   )
 * }
 */
export function LatchModal({ append = false }: { append?: boolean }) {
  return (
    <LatchBoundary source="modal">
      <ModalHost append={append} />
    </LatchBoundary>
  )
}
