import { type LatchClient, LatchError } from '@latch/core'
import type { ReactNode } from 'react'
import { LatchContext } from './hooks/LatchContext.js'
import { LocaleProvider } from './i18n/LocaleProvider.js'
import { LatchModal } from './modal/LatchModal.js'

/**
 * Gives `client` to the hooks and components below, and appends the modal to `document.body`
 * (unless `disableAppend` or `enableEmbedded`: then place `<LatchModal/>` yourself), and the
 * active locale's texts (the `locale` option, else the browser's language). Renders on the server
 * without touching browser globals.
 *
 * @throws {LatchError} 'LatchProvider needs a client: <LatchProvider client={createLatch(…)}>'
 *   without a client.
 * @example
 * const latch = createLatch({ networks: [mainnet], adapters: [createEvmAdapter()] })
 * <LatchProvider client={latch}><App /></LatchProvider>
 */
export function LatchProvider({ client, children }: { client: LatchClient; children?: ReactNode }) {
  if (!client) {
    throw new LatchError('LatchProvider needs a client: <LatchProvider client={createLatch(…)}>')
  }
  const append = !client.options.disableAppend && !client.options.enableEmbedded
  return (
    <LatchContext.Provider value={client}>
      <LocaleProvider client={client}>
        {children}
        {append ? <LatchModal append /> : null}
      </LocaleProvider>
    </LatchContext.Provider>
  )
}
