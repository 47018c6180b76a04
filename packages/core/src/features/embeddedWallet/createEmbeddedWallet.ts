import { createEmitter } from '../../events/createEmitter.js'
import type { AuthSession } from './types.js'

/** An EIP-1193 event listener. */
export type Eip1193Listener = (...args: unknown[]) => void

/**
 * The embedded wallet's EIP-1193 provider (EIP-1193 `request`, `on`, `removeListener`), which
 * adapter-evm connects through as the connector `ID_AUTH`. Requests go to the secure auth frame;
 * the frame's chunk loads on the first one.
 */
export type EmbeddedWalletProvider = {
  request(arguments_: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: Eip1193Listener): void
  removeListener(event: string, listener: Eip1193Listener): void
}

/**
 * The embedded wallet as the client holds it from the start: its provider and the frame's
 * container; everything else (the frame, the login and approval flows) is in a lazy chunk, loaded
 * by `load()` on the first request, a stored email login, or the Connect view's email form.
 */
export type EmbeddedWallet = {
  provider: EmbeddedWalletProvider
  /** Tells the provider's listeners an EIP-1193 event (`accountsChanged`, `chainChanged`, `disconnect`). */
  emit(event: string, payload: unknown): void
  /** The session with the frame, made on first call (loads the frame). */
  load(): Promise<AuthSession>
  /** The session if `load()` was called already (never starts loading). */
  loaded(): Promise<AuthSession> | undefined
  /** Where the frame's iframe lives (inside the modal); `null` when the modal unmounts. */
  setContainer(element: HTMLElement | null): void
  /** Resolves with the container once the UI gave one. */
  container(): Promise<HTMLElement>
}

/**
 * Creates the embedded wallet's start-up part (see {@link EmbeddedWallet}).
 * @param parameters.createSession - Loads the auth chunk and makes the session (called once).
 */
export function createEmbeddedWallet(parameters: {
  createSession(wallet: EmbeddedWallet): Promise<AuthSession>
}): EmbeddedWallet {
  // A throwing listener's error reaches whoever emitted, as an EIP-1193 provider's own would.
  const emitter = createEmitter<Record<string, unknown>>((error) => {
    throw error
  })
  let session: Promise<AuthSession> | undefined
  let container: HTMLElement | undefined
  let waiting: ((element: HTMLElement) => void)[] = []
  const wallet: EmbeddedWallet = {
    provider: {
      async request({ method, params }) {
        return (await wallet.load()).request(method, params)
      },
      on(event, listener) {
        emitter.on(event, listener)
      },
      removeListener(event, listener) {
        emitter.off(event, listener)
      },
    },
    emit: emitter.emit,
    load() {
      session ??= parameters.createSession(wallet).catch((error) => {
        session = undefined
        throw error
      })
      return session
    },
    loaded: () => session,
    setContainer(element) {
      container = element ?? undefined
      if (!element) return
      for (const resolve of waiting) resolve(element)
      waiting = []
    },
    container() {
      if (container) return Promise.resolve(container)
      return new Promise((resolve) => waiting.push(resolve))
    },
  }
  return wallet
}
