import type { SIWXConfig } from './types.js'

/** A {@link SIWXConfig}'s asynchronous methods: what {@link lazySIWXConfig} loads. */
export type SIWXSessionsApi = Omit<SIWXConfig, 'getRequired'>

/**
 * Makes a `siwx` option whose work loads on first use: each asynchronous method awaits `load`
 * (called once; concurrent calls share it; a failed load is tried again by the next call) and
 * then calls the loaded method of the same name, so a page where nobody signs in never downloads
 * it. `getRequired` stays synchronous and is answered at once.
 *
 * @param load - Loads the methods, e.g. `async () => (await import('./impl.js')).create(options)`.
 * @param getRequired - Whether signing in is required.
 * @returns A {@link SIWXConfig}; its methods reject with `load`'s error when it fails.
 *
 * @example
 * const siwx = lazySIWXConfig(
 *   async () => (await import('./createMySessions.js')).createMySessions(options),
 *   () => false,
 * )
 */
export function lazySIWXConfig(
  load: () => Promise<SIWXSessionsApi>,
  getRequired: () => boolean,
): SIWXConfig {
  let loading: Promise<SIWXSessionsApi> | undefined
  const api = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
  return {
    createMessage: async (input) => (await api()).createMessage(input),
    addSession: async (session) => (await api()).addSession(session),
    revokeSession: async (chainId, address) => (await api()).revokeSession(chainId, address),
    setSessions: async (sessions) => (await api()).setSessions(sessions),
    getSessions: async (chainId, address) => (await api()).getSessions(chainId, address),
    getRequired,
  }
}
