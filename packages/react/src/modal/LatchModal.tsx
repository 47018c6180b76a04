import { useEffect, useSyncExternalStore } from 'react'
import { useStore } from 'zustand'
import { LatchBoundary } from '../components/LatchBoundary/LatchBoundary.js'
import { useLatchClient } from '../hooks/LatchContext.js'
import {
  getLoadedModal,
  loadModal,
  prefetchModalWhenIdle,
  subscribeModalLoaded,
} from './loadModal.js'

/**
 * Whether the modal's chunk is needed now rather than when the browser is idle: the modal is open
 * (the button, `open()`), a toast shows, the panel is embedded (always visible), or the embedded
 * wallet is connecting or connected (its secure frame lives inside the modal, and restoring a
 * stored email login waits for it).
 */
function useModalNeeded(): boolean {
  const client = useLatchClient()
  const open = useStore(client.stores.modal, (state) => state.open)
  const toast = useStore(client.stores.toast, (state) => state.open)
  const walletActive = useStore(
    client.stores.connection,
    (state) => state.status !== 'disconnected' && client.hasEmbeddedWallet(),
  )
  return open || toast || walletActive || Boolean(client.options.enableEmbedded)
}

function LazyModalHost({ append }: { append: boolean }) {
  const client = useLatchClient()
  const chunk = useSyncExternalStore(subscribeModalLoaded, getLoadedModal, () => undefined)
  const needed = useModalNeeded()
  useEffect(() => {
    if (chunk) return
    if (!needed) return prefetchModalWhenIdle()
    let current = true
    loadModal().catch((error: unknown) => {
      if (!current) return
      client.logger.warn('The modal did not load', error)
      // Store and screen agree: nothing shows, so the modal is closed; the next open tries again.
      client.close()
    })
    return () => {
      current = false
    }
  }, [chunk, needed, client])
  return chunk ? <chunk.ModalHost append={append} /> : null
}

/**
 * The Latch modal: a native `<dialog>` shown with `showModal()` inside an open shadow
 * root, so host CSS cannot reach it. `<LatchProvider>` appends it to `document.body` by itself;
 * with `disableAppend` or `enableEmbedded`, place `<LatchModal/>` where it should render (embedded:
 * inline, always visible). On a phone (≤ 430 px wide) the dialog is a bottom sheet with a drag
 * handle that closes it; it keeps clear of the notch and home indicator when the page's viewport
 * meta has `viewport-fit=cover` (else the browser does). A fault while rendering shows "Something
 * went wrong" and "Retry" in its place (inside the dialog when a view failed, its header still
 * there) and emits `ERROR` with source `'modal'` or `'modal-view'`.
 *
 * The dialog's code, styles and texts are a chunk of their own, loaded when the browser is first
 * idle (at most 2 s after mounting) or when a page button is hovered, focused or touched, so the
 * first click finds them ready. Opening before they arrived shows the dialog as soon as they do;
 * a chunk that fails to load is logged (at `warn`, 'The modal did not load'), the modal closed, and
 * tried again on the next open.
 *
 * @param props.append - Internal: mount on `document.body` (what `<LatchProvider>` does).
 * @returns A container `<div data-latch-modal-container>` (none with `append`) and, portalled into
 *   its shadow root, the dialog or the embedded panel; nothing until the chunk arrived.
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
      <LazyModalHost append={append} />
    </LatchBoundary>
  )
}
