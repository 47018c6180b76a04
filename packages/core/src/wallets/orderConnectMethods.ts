import type { ConnectMethod } from './types.js'

/**
 * Connect methods go email, social, wallet by default, and wallet, email, social when
 * installed or announced wallets are shown. An explicit `connectMethodsOrder` always wins.
 *
 * @param parameters.configured - `features.connectMethodsOrder` when the integrator set it.
 * @param parameters.walletsInstalled - Whether injected or announced wallets are listed.
 * @param parameters.enabled - The methods that are on (e.g. email only with the email feature).
 */
export function orderConnectMethods(parameters: {
  configured?: readonly ConnectMethod[] | undefined
  walletsInstalled: boolean
  enabled: readonly ConnectMethod[]
}): ConnectMethod[] {
  const base: readonly ConnectMethod[] =
    parameters.configured ??
    (parameters.walletsInstalled ? ['wallet', 'email', 'social'] : ['email', 'social', 'wallet'])
  return base.filter((method) => parameters.enabled.includes(method))
}
