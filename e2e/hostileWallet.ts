/**
 * Init scripts for e2e/hostile-wallet.spec.ts: what a hostile extension or script does in the host
 * page before the app loads. Each function runs in the page (`page.addInitScript(fn, arg)`), so it
 * is self-contained: it may use only its argument and the page's globals.
 */

/** What {@link hostileScript} does. */
export type HostileScript =
  /**
   * Answers every `eip6963:requestProvider` with an announcement of `info` (as given, valid or not)
   * and a provider that declines every prompt; `info: null` announces `detail: null`.
   */
  | { kind: 'announce'; info: unknown }
  /**
   * Announces "Garbage Chain Wallet": it grants `account`, reports `chainId` as its chain and
   * claims to switch chains, then reports the same `chainId` again.
   */
  | { kind: 'garbageChain'; chainId: unknown; account: string }
  /**
   * Announces "One Chain Wallet": it grants `account` on Anvil (31337), knows no other chain
   * (switching answers 4902) and cannot add one (adding answers -32603).
   */
  | { kind: 'oneChain'; account: string }
  /** `window.localStorage` throws SecurityError on access. */
  | { kind: 'blockedStorage' }
  /** `localStorage.setItem` throws QuotaExceededError, except for the dev wallet's own key. */
  | { kind: 'fullStorage'; devWalletKey: string }
  /** Stores `raw` under `key` (as is: it is meant to be corrupt). */
  | { kind: 'corruptStorage'; key: string; raw: string }

/** Runs in the page before the app: one attack on the host page. */
export function hostileScript(script: HostileScript): void {
  type Listener = (value: unknown) => void
  const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code })
  // A minimal EIP-1193 provider answering with `answer`.
  const provider = (
    answer: (method: string, emit: (event: string, value: unknown) => void) => unknown,
  ) => {
    const listeners = new Map<string, Set<Listener>>()
    const emit = (event: string, value: unknown) => {
      for (const listener of listeners.get(event) ?? []) listener(value)
    }
    const eip1193 = {
      request: async ({ method }: { method: string }) => answer(method, emit),
      on(event: string, listener: Listener) {
        const set = listeners.get(event) ?? new Set()
        set.add(listener)
        listeners.set(event, set)
        return eip1193
      },
      removeListener(event: string, listener: Listener) {
        listeners.get(event)?.delete(listener)
        return eip1193
      },
    }
    return eip1193
  }
  // Declines every prompt: connecting an impostor never yields the dev account.
  const declining = provider((method) => {
    if (method === 'eth_accounts') return []
    if (method === 'eth_chainId') return '0x7a69'
    throw rpcError(4001, 'User rejected the request.')
  })
  const announceOnRequest = (detail: unknown) => {
    window.addEventListener('eip6963:requestProvider', () => {
      window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    })
  }

  switch (script.kind) {
    case 'announce':
      announceOnRequest(script.info === null ? null : { info: script.info, provider: declining })
      return
    case 'garbageChain':
    case 'oneChain': {
      const { account } = script
      const chainId = script.kind === 'garbageChain' ? script.chainId : '0x7a69'
      const wallet = provider((method, emit) => {
        if (script.kind === 'oneChain' && method === 'wallet_switchEthereumChain')
          throw rpcError(4902, 'Unrecognized chain ID')
        if (script.kind === 'oneChain' && method === 'wallet_addEthereumChain')
          throw rpcError(-32603, 'This wallet cannot add networks')
        switch (method) {
          case 'eth_requestAccounts':
          case 'eth_accounts':
            return [account]
          case 'wallet_requestPermissions':
          case 'wallet_getPermissions':
            return [
              {
                parentCapability: 'eth_accounts',
                caveats: [{ type: 'restrictReturnedAccounts', value: [account] }],
              },
            ]
          case 'eth_chainId':
          case 'net_version':
            return chainId
          // Claims to switch, then reports the same garbage.
          case 'wallet_switchEthereumChain':
          case 'wallet_addEthereumChain':
            setTimeout(() => emit('chainChanged', chainId), 0)
            return null
          case 'wallet_revokePermissions':
            return null
        }
        throw rpcError(4200, 'The Provider does not support the requested method.')
      })
      announceOnRequest({
        info:
          script.kind === 'garbageChain'
            ? {
                uuid: '00000000-0000-4000-8000-0000000000c5',
                name: 'Garbage Chain Wallet',
                icon: '',
                rdns: 'evil.chain',
              }
            : {
                uuid: '00000000-0000-4000-8000-0000000000d1',
                name: 'One Chain Wallet',
                icon: '',
                rdns: 'test.onechain',
              },
        provider: wallet,
      })
      return
    }
    case 'blockedStorage':
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('blocked', 'SecurityError')
        },
      })
      return
    case 'fullStorage': {
      const { setItem } = Storage.prototype
      const { devWalletKey } = script
      // The dev wallet stands in for an extension, whose storage is its own, not the page's.
      Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
        if (key === devWalletKey) return setItem.call(this, key, value)
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      }
      return
    }
    case 'corruptStorage':
      window.localStorage.setItem(script.key, script.raw)
      return
  }
}

/** The longest main-thread blocks seen since the last `reset()`, in ms. */
export type MainThreadBlocks = { maxFrameGap: number; longestTask: number }

declare global {
  interface Window {
    /** Installed by {@link watchMainThread}. */
    latchMainThread?: { reset(): void; read(): MainThreadBlocks }
    /** Installed by {@link tapProvider}: emits an EIP-1193 event to the provider's listeners. */
    latchTap?: { emit(event: string, value: unknown): void }
  }
}

/**
 * Runs in the page before the app: taps the provider announced (EIP-6963) with `rdns`, so the test
 * can make that provider emit events to whoever listens (wagmi, once connected), as the wallet
 * itself would, without changing the wallet's own state.
 */
export function tapProvider(rdns: string): void {
  type Listener = (value: unknown) => void
  type Provider = {
    on(event: string, listener: Listener): unknown
    removeListener(event: string, listener: Listener): unknown
  }
  const listeners = new Map<string, Set<Listener>>()
  const tapped = new WeakSet<object>()
  window.addEventListener('eip6963:announceProvider', (event) => {
    const detail = (event as CustomEvent).detail
    const provider = detail?.provider as Provider | undefined
    if (detail?.info?.rdns !== rdns || !provider || tapped.has(provider)) return
    tapped.add(provider)
    const { on, removeListener } = provider
    provider.on = (name, listener) => {
      const set = listeners.get(name) ?? new Set()
      set.add(listener)
      listeners.set(name, set)
      return on.call(provider, name, listener)
    }
    provider.removeListener = (name, listener) => {
      listeners.get(name)?.delete(listener)
      return removeListener.call(provider, name, listener)
    }
  })
  window.latchTap = {
    emit(event, value) {
      for (const listener of listeners.get(event) ?? []) listener(value)
    },
  }
}

/**
 * Runs in the page before the app: measures how long the main thread is blocked, as the longest
 * gap between animation frames and the longest task (Long Tasks API).
 */
export function watchMainThread(): void {
  let last = performance.now()
  let maxFrameGap = 0
  let longestTask = 0
  const frame = (now: number) => {
    maxFrameGap = Math.max(maxFrameGap, now - last)
    last = now
    requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longestTask = Math.max(longestTask, entry.duration)
  }).observe({ type: 'longtask' })
  window.latchMainThread = {
    reset() {
      last = performance.now()
      maxFrameGap = 0
      longestTask = 0
    },
    read: () => ({ maxFrameGap, longestTask }),
  }
}
