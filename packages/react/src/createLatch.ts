import type { LatchClient, LatchOptions } from '@latch/core'
import { createLatchClient } from '@latch/core/internal'

/**
 * Creates the Latch client for a React app. Call it once, outside components,
 * and pass the result to `<LatchProvider client={…}>`. In a browser it restores the stored
 * connection; it fetches nothing.
 *
 * @param options - `networks` (required), `adapters`, `projectId`, `metadata`, `themeMode`,
 *   `themeVariables`, `enableEIP6963`, `enableNetworkSwitch`, `allowUnsupportedChain`,
 *   `disableAppend`, `enableEmbedded`, `debug`, `defaultNetwork`, `features`, `locale` (the
 *   modal's language, a BCP 47 tag; default the browser's; see `supportedLocales`).
 * @throws {InvalidOptionError} `Invalid option \`{name}\`: {reason}` for invalid options.
 * @example
 * import { createLatch } from '@latch/react'
 * import { createEvmAdapter } from '@latch/adapter-evm'
 * import { mainnet } from '@latch/core'
 * export const latch = createLatch({ networks: [mainnet], adapters: [createEvmAdapter()] })
 */
export function createLatch(options: LatchOptions): LatchClient {
  return createLatchClient(options)
}
