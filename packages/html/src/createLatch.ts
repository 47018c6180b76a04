import type { LatchClient, LatchOptions } from '@latch/core'
import { createLatch as createReactLatch } from '@latch/react'
import { clientRegistry, setCurrentClient } from './elements/clientRegistry.js'
import { defineLatchElements } from './elements/defineLatchElements.js'
import { mountLatchProvider } from './mountLatchProvider.js'
import { type LatchHtmlClient, withSubscriptions } from './withSubscriptions.js'

/** The page's current client, as returned, for a later `createLatch` to destroy. */
let current: LatchClient | undefined

/**
 * Creates the Latch client for a page without React code of its own (the same options
 * as `createLatch` of `@latch/react`). In a browser it also mounts the modal (one element appended
 * to `document.body`, with an open shadow root) and defines `<latch-connect-button>` and
 * `<latch-network-button>`; elements already in the page render now. On the server it only makes
 * the client, touching no browser global. It restores the stored connection; it fetches nothing.
 *
 * Call it once per page. A second call destroys the first client (its modal is removed, its wallet
 * listeners stop) and the elements switch to the new one. `destroy()` removes the modal and empties
 * the elements.
 *
 * @param options - `networks` (required), `adapters`, `projectId`, `metadata`, `themeMode`,
 *   `themeVariables`, `enableEIP6963`, `enableNetworkSwitch`, `allowUnsupportedChain`,
 *   `disableAppend`, `enableEmbedded`, `debug`, `defaultNetwork`, `features`, `locale` (the modal's
 *   and the elements' language; `setLocale` changes it at run time). With `disableAppend`
 *   or `enableEmbedded` nothing is appended to `document.body`: the modal renders in a
 *   `<latch-modal-slot>` the page places.
 * @returns The client: `open()`, `close()`, `getState()`, `subscribeState()`,
 *   `subscribeEvents()`, `subscribeAccount()`, `subscribeNetwork()`, `getAccount()`,
 *   `getCaipNetwork()`, `disconnect()`, `switchNetwork()`, `signMessage()`, `destroy()`…
 *   (`LatchHtmlClient`).
 * @throws {InvalidOptionError} `Invalid option \`{name}\`: {reason}` for an invalid option, e.g.
 *   `Invalid option \`networks\`: must be a non-empty array of networks`.
 * @example
 * import { createLatch, mainnet } from '@latch/html'
 * import { createEvmAdapter } from '@latch/adapter-evm'
 *
 * const latch = createLatch({ networks: [mainnet], adapters: [createEvmAdapter()] })
 * latch.subscribeState((state) => console.log('modal open:', state.open))
 * latch.subscribeAccount((account) => console.log('account:', account?.address))
 * // <latch-connect-button></latch-connect-button> in the page now renders "Connect Wallet".
 */
export function createLatch(options: LatchOptions): LatchHtmlClient {
  const client = createReactLatch(options)
  const latch = withSubscriptions(client)
  // No custom elements (the server, a worker): no page to mount into.
  if (typeof customElements === 'undefined') return latch
  current?.destroy()
  const root = mountLatchProvider(client)
  // The returned object is this call's own (withSubscriptions copies the client): its `destroy`
  // also unmounts the modal and leaves the page's registry.
  latch.destroy = () => {
    root.unmount()
    if (clientRegistry.current === client) setCurrentClient(undefined)
    if (current === latch) current = undefined
    client.destroy()
  }
  current = latch
  setCurrentClient(client)
  defineLatchElements()
  return latch
}
