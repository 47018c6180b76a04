import type { WalletConnectNamespaceProvider } from '@latch/core'
import * as z from 'zod/mini'
import { parseAnswer } from '../wallet/callWalletFeature.js'

/** The part of an EIP-1193 provider the embedded wallet's Solana view uses. */
type Eip1193Like = {
  request(parameters: { method: string; params?: unknown }): Promise<unknown>
  on(event: 'disconnect', listener: () => void): unknown
  removeListener(event: 'disconnect', listener: () => void): unknown
}

const caipAccounts = z
  .array(z.string().check(z.maxLength(200)))
  .check(z.maxLength(100)) as z.ZodMiniType<`solana:${string}:${string}`[]>

/** Whether `value` has what {@link toEmbeddedNamespaceProvider} calls. */
function isEip1193Like(value: unknown): value is Eip1193Like {
  const candidate = value as Partial<Record<keyof Eip1193Like, unknown>> | null
  return (
    typeof candidate?.request === 'function' &&
    typeof candidate.on === 'function' &&
    typeof candidate.removeListener === 'function'
  )
}

/**
 * The embedded wallet (core's EIP-1193 provider, whose requests go to the secure frame) as a
 * Solana namespace provider, so the adapter connects through it as it does through WalletConnect:
 * `request({ method, params, chainId })` sends the frame `method` with `{ ...params, chainId }`;
 * `getAccounts()` is the frame's `solana_getAccounts` (CAIP-10 `solana:{reference}:{address}`
 * strings; an answer that is not a list of strings counts as none); `onDisconnect` follows the
 * provider's `disconnect` (the embedded wallet's session ended).
 * @returns `undefined` when `provider` is not an EIP-1193 provider.
 */
export function toEmbeddedNamespaceProvider(
  provider: unknown,
): WalletConnectNamespaceProvider | undefined {
  if (!isEip1193Like(provider)) return undefined
  return {
    request: ({ method, params, chainId }) =>
      provider.request({
        method,
        params: { ...(params as Record<string, unknown> | undefined), chainId },
      }) as never,
    getAccounts: async () =>
      parseAnswer(caipAccounts, await provider.request({ method: 'solana_getAccounts' })) ?? [],
    onDisconnect(listener) {
      const onDisconnect = () => listener()
      provider.on('disconnect', onDisconnect)
      return () => void provider.removeListener('disconnect', onDisconnect)
    },
  }
}
