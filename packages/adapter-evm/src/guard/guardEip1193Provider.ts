import type { Logger } from '@latch/core'
import type { EIP1193Provider } from 'viem'
import type * as z from 'zod/mini'
import {
  InvalidWalletResponseError,
  SwitchNotConfirmedError,
  type WalletResponseKind,
  WalletTimeoutError,
} from '../walletErrors.js'
import { check, withTimeout } from './checks.js'
import { evmAccounts, evmChainId, hexSignature } from './eip1193Schemas.js'

/** How long a request that needs no user action (`eth_chainId`, `eth_accounts`) may take (ms; Latch's JSON-RPC timeout). */
export const WALLET_READ_TIMEOUT_MS = 10_000
/** How long a claimed chain switch may take to show in `eth_chainId` or `chainChanged` (ms). */
export const SWITCH_CONFIRM_TIMEOUT_MS = 5_000

/** Parameters of {@link guardEip1193Provider}. */
export type GuardEip1193ProviderParameters = {
  /** Where dropped events are reported (once per event name). */
  logger?: Logger | undefined
  /** Overrides {@link WALLET_READ_TIMEOUT_MS} (tests). */
  readTimeoutMs?: number
  /** Overrides {@link SWITCH_CONFIRM_TIMEOUT_MS} (tests). */
  switchConfirmTimeoutMs?: number
}

type Listener = (...args: unknown[]) => void
type RequestArguments = { method: string; params?: unknown }

const answerKinds: Record<string, [WalletResponseKind, z.ZodMiniType] | undefined> = {
  eth_chainId: ['chain id', evmChainId],
  eth_accounts: ['account', evmAccounts],
  eth_requestAccounts: ['account', evmAccounts],
  personal_sign: ['signature', hexSignature],
  eth_sign: ['signature', hexSignature],
  eth_signTypedData_v4: ['signature', hexSignature],
}

const silentMethods = new Set(['eth_chainId', 'eth_accounts'])

/**
 * Puts a checkpoint between a wallet's EIP-1193 provider (https://eips.ethereum.org/EIPS/eip-1193)
 * and the libraries Latch hands it to (wagmi, viem), so a hostile or broken wallet yields a typed
 * error instead of a crash, a hang or garbage in state:
 *
 * - answers are checked with zod: `eth_chainId` must be a positive safe integer (passed on as a hex
 *   quantity), accounts must be addresses, signatures 64+ bytes of hex; anything else rejects with
 *   {@link InvalidWalletResponseError} ('The wallet sent an invalid chain id' …);
 * - `eth_chainId` and `eth_accounts`, which need no user action, reject with
 *   {@link WalletTimeoutError} ('The wallet did not answer') after 10 s;
 * - a `wallet_switchEthereumChain` the wallet claims to have done must show in `eth_chainId` or a
 *   `chainChanged` event within 5 s, else it rejects with {@link SwitchNotConfirmedError} ('The
 *   wallet did not switch network');
 * - `chainChanged` and `accountsChanged` events with unusable payloads are dropped (and logged once);
 *   a listener that throws does not reach the wallet's emitter;
 * - a `request` that throws synchronously or returns a non-promise becomes a rejected/resolved promise;
 *   a provider without `on`/`removeListener` (or whose getters throw) gets no-op ones; a listener's
 *   rejected promise (wagmi's are async) is logged, not left uncaught; `once` is guarded too;
 * - a `then` property is hidden, so the provider never looks like a promise.
 *
 * Prompts the user answers (`eth_requestAccounts`, signing, switching) are not timed: the user may
 * take as long as they like, and can walk away in the modal. Other properties (e.g. `isMetaMask`)
 * are read from the wallet's provider unchanged.
 *
 * @param provider - The wallet's provider, as announced (EIP-6963) or injected.
 * @param parameters - {@link GuardEip1193ProviderParameters}
 * @returns A provider with the same interface.
 */
export function guardEip1193Provider(
  provider: EIP1193Provider,
  parameters: GuardEip1193ProviderParameters = {},
): EIP1193Provider {
  const {
    logger,
    readTimeoutMs = WALLET_READ_TIMEOUT_MS,
    switchConfirmTimeoutMs = SWITCH_CONFIRM_TIMEOUT_MS,
  } = parameters
  const target = provider as unknown as Record<string, unknown>
  const reported = new Set<string>()
  const chainWaiters = new Set<(chainId: number) => void>()

  const rawRequest = (args: RequestArguments): Promise<unknown> => {
    try {
      return Promise.resolve(
        (target.request as (a: RequestArguments) => unknown).call(target, args),
      )
    } catch (error) {
      return Promise.reject(error)
    }
  }

  const request = async (args: RequestArguments): Promise<unknown> => {
    const method = typeof args?.method === 'string' ? args.method : ''
    const pending = silentMethods.has(method)
      ? withTimeout(
          rawRequest(args),
          readTimeoutMs,
          () => new WalletTimeoutError(method, readTimeoutMs),
        )
      : rawRequest(args)
    const answer = await pending
    if (method === 'wallet_switchEthereumChain') {
      await confirmSwitch(args.params)
      return answer
    }
    const expected = answerKinds[method]
    if (!expected) return answer
    const [kind, schema] = expected
    const parsed = check(schema, answer)
    if (!parsed.success) throw new InvalidWalletResponseError(kind, method)
    return method === 'eth_chainId' ? `0x${(parsed.data as number).toString(16)}` : parsed.data
  }

  const confirmSwitch = async (params: unknown): Promise<void> => {
    const requested = check(
      evmChainId,
      params,
      (value) => (value as [{ chainId?: unknown }] | undefined)?.[0]?.chainId,
    )
    if (!requested.success) return
    const wanted = requested.data
    // The wallet's chainChanged reaches the waiters only through a listener of ours.
    const listening = () => {}
    on('chainChanged', listening)
    let resolveEvent: (chainId: number) => void = () => {}
    const shown = new Promise<void>((resolve) => {
      resolveEvent = (chainId) => {
        if (chainId === wanted) resolve()
      }
      chainWaiters.add(resolveEvent)
    })
    try {
      const current = await request({ method: 'eth_chainId' }).catch(() => undefined)
      if (current === `0x${wanted.toString(16)}`) return
      await withTimeout(
        shown,
        switchConfirmTimeoutMs,
        () => new SwitchNotConfirmedError(wanted, switchConfirmTimeoutMs),
      )
    } finally {
      chainWaiters.delete(resolveEvent)
      removeListener('chainChanged', listening)
    }
  }

  const report = (event: string, payload: unknown) => {
    if (reported.has(event)) return
    reported.add(event)
    logger?.warn(`Ignored a "${event}" event with an invalid payload from the wallet`, payload)
  }

  const toGuarded = (event: string, listener: Listener): Listener => {
    const failed = (error: unknown) => logger?.error(`A "${event}" listener failed`, error)
    const deliver = (...args: unknown[]) => {
      try {
        // wagmi's listeners are async and unawaited: their rejections would be uncaught.
        const result: unknown = listener(...args)
        if (result instanceof Promise) result.catch(failed)
      } catch (error) {
        failed(error)
      }
    }
    switch (event) {
      case 'chainChanged':
        return (payload) => {
          const parsed = check(evmChainId, payload)
          if (!parsed.success) return report(event, payload)
          for (const waiter of chainWaiters) waiter(parsed.data)
          deliver(`0x${parsed.data.toString(16)}`)
        }
      case 'accountsChanged':
        return (payload) => {
          const parsed = check(evmAccounts, payload)
          if (!parsed.success) return report(event, payload)
          deliver(parsed.data)
        }
      case 'connect':
        return (payload) => {
          const parsed = check(
            evmChainId,
            payload,
            (value) => (value as { chainId?: unknown })?.chainId,
          )
          if (!parsed.success) return report(event, payload)
          deliver({ chainId: `0x${parsed.data.toString(16)}` })
        }
      default:
        return deliver
    }
  }

  // A property read of the wallet's provider can throw (a getter): read as absent.
  const read = (property: string): unknown => {
    try {
      return target[property]
    } catch {
      return undefined
    }
  }
  // The wrapped listener per event, so one listener on two events gets each event's checks, and
  // removing it frees it: wagmi binds new listeners at every connect.
  const wrapped = new Map<string, Map<Listener, Listener>>()

  const on = (event: string, listener: Listener) => {
    const add = read('on')
    if (typeof add !== 'function' || typeof listener !== 'function') return guarded
    const forEvent = wrapped.get(event) ?? new Map<Listener, Listener>()
    wrapped.set(event, forEvent)
    const guardedListener = forEvent.get(listener) ?? toGuarded(event, listener)
    forEvent.set(listener, guardedListener)
    try {
      add.call(target, event, guardedListener)
    } catch (error) {
      logger?.warn(`Could not listen to the wallet's "${event}" events`, error)
    }
    return guarded
  }

  const removeListener = (event: string, listener: Listener) => {
    const guardedListener = wrapped.get(event)?.get(listener)
    if (!guardedListener) return guarded
    wrapped.get(event)?.delete(listener)
    const remove = read('removeListener') ?? read('off')
    if (typeof remove !== 'function') return guarded
    try {
      remove.call(target, event, guardedListener)
    } catch (error) {
      logger?.warn(`Could not stop listening to the wallet's "${event}" events`, error)
    }
    return guarded
  }

  const once = (event: string, listener: Listener) => {
    if (typeof listener !== 'function') return guarded
    const onceListener: Listener = (...args) => {
      removeListener(event, onceListener)
      listener(...args)
    }
    return on(event, onceListener)
  }

  const own: Record<string, unknown> = {
    request,
    on,
    removeListener,
    addListener: on,
    off: removeListener,
    once,
  }
  // The proxy's own target is an empty object, so a frozen or exotic wallet provider cannot make
  // its invariants throw; every other property is read from the wallet's provider, failures as absent.
  const guarded: EIP1193Provider = new Proxy(Object.create(null) as object, {
    get(_, property) {
      if (typeof property === 'string' && Object.hasOwn(own, property)) return own[property]
      // A `then` would make the provider look like a promise: awaiting it (wagmi's getProvider)
      // would never settle.
      if (property === 'then') return undefined
      try {
        const value = Reflect.get(target, property, target)
        return typeof value === 'function' ? value.bind(target) : value
      } catch {
        return undefined
      }
    },
    has(_, property) {
      if (property === 'then') return false
      try {
        return (typeof property === 'string' && Object.hasOwn(own, property)) || property in target
      } catch {
        return false
      }
    },
  }) as unknown as EIP1193Provider
  walletProviders.set(guarded, provider)
  return guarded
}

const walletProviders = new WeakMap<object, EIP1193Provider>()

/**
 * The wallet's own provider behind a guarded one (what the host app gets from `getProvider`, so
 * identity checks like `provider === window.ethereum` hold); any other provider as it is.
 */
export function unguardEip1193Provider(provider: EIP1193Provider): EIP1193Provider {
  return walletProviders.get(provider) ?? provider
}
