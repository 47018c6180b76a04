import type { AccountState, CaipNetwork, ChainNamespace, LatchClient } from '@latch/core'
import type { LatchClientInternal } from '@latch/core/internal'

/**
 * The client `createLatch` of `@latch/html` returns: the Latch client plus two subscriptions for a
 * page with no React (AppKit's `subscribeAccount`/`subscribeNetwork`).
 */
export type LatchHtmlClient = LatchClient & {
  /**
   * Calls `listener` with the account state (what `getAccount(namespace)` returns: `address`,
   * `caipAddress`, `status` `'connected'`/`'disconnected'`/…, `balance` in whole units) whenever it
   * changes: a connection, a disconnection, another account, a balance read. Not called at once:
   * read the current state with `getAccount()`.
   *
   * @param listener - Receives the account state, `undefined` for a namespace with no networks.
   * @param namespace - The namespace to follow (`'eip155'`, `'solana'`, `'bip122'`); by default
   *   the active one, so a change of the active namespace calls `listener` too.
   * @returns Unsubscribe.
   * @example
   * const unsubscribe = latch.subscribeAccount((account) => {
   *   console.log(account?.status === 'connected' ? account.address : 'not connected')
   * })
   */
  subscribeAccount(
    listener: (account: AccountState | undefined) => void,
    namespace?: ChainNamespace,
  ): () => void
  /**
   * Calls `listener` with the active network (what `getCaipNetwork()` returns: `id`, `name`,
   * `caipNetworkId` such as `'eip155:1'`) whenever it changes: the user's pick in Networks, the
   * wallet's switch, `switchNetwork()`. Not called at once: read it with `getCaipNetwork()`.
   *
   * @param listener - Receives the active network, `undefined` while there is none.
   * @returns Unsubscribe.
   * @example
   * latch.subscribeNetwork((network) => console.log('network:', network?.caipNetworkId))
   */
  subscribeNetwork(listener: (network: CaipNetwork | undefined) => void): () => void
}

/**
 * Adds `subscribeAccount` and `subscribeNetwork` to a client `createLatch` of `@latch/react` made.
 * Each subscription follows the client's chain state and calls its listener only when the value
 * it reports is another object (state updates are immutable: an unchanged account keeps its
 * object).
 *
 * @param client - A client `createLatch` of `@latch/react` made (it has the internal stores).
 * @example
 * const latch = withSubscriptions(createReactLatch(options))
 */
export function withSubscriptions(client: LatchClient): LatchHtmlClient {
  // One subscription for both: `read` is `getAccount` or `getCaipNetwork` (which ignores the
  // namespace), so each method is a single call in the startup bundle.
  const follow =
    <T>(read: (namespace?: ChainNamespace) => T) =>
    (listener: (value: T) => void, namespace?: ChainNamespace) => {
      let last = read(namespace)
      return (client as LatchClientInternal).stores.chain.subscribe(() => {
        const next = read(namespace)
        if (next === last) return
        last = next
        listener(next)
      })
    }
  return {
    ...client,
    subscribeAccount: follow(client.getAccount),
    subscribeNetwork: follow(client.getCaipNetwork),
  }
}
