import type { IWalletKit } from '@reown/walletkit'
import type { SessionTypes } from '@walletconnect/types'
import type { Address } from 'viem'

/** A chain the test wallet has: its EIP-155 ID and the HTTP JSON-RPC node it sends to. */
export type TestWalletKitChain = {
  /** EIP-155 chain ID, e.g. `31337`. */
  id: number
  /** HTTP JSON-RPC endpoint, e.g. `'http://127.0.0.1:8545'`. */
  rpcUrl: string
}

/** A JSON-RPC error object as it travels over WalletConnect (`data` is a string there). */
export type TestWalletKitError = { code: number; message: string; data?: string }

/** What the test wallet did or saw, for logs and assertions. */
export type TestWalletKitActivity =
  | { type: 'sessionApproved'; topic: string; dapp: string; accounts: string[] }
  | { type: 'sessionRejected'; dapp: string; reason: TestWalletKitError }
  | {
      type: 'requestAnswered'
      topic: string
      method: string
      /** CAIP-2, e.g. `'eip155:31337'`. */
      chainId: string
      result?: unknown
      error?: TestWalletKitError
    }
  /** A session ended, by the dapp or by `disconnect`. */
  | { type: 'sessionDeleted'; topic: string }

/**
 * A WalletConnect test wallet: `@reown/walletkit` plus the switches a test uses to play the user.
 * Proposals and requests are approved unless `rejectNext` was called.
 */
export type TestWalletKit = {
  /** The account it approves and signs with (Anvil account 0 by default). */
  readonly address: Address
  /** The active sessions. */
  readonly sessions: SessionTypes.Struct[]
  /** How the next session proposal or request will be answered. */
  readonly nextAnswer: 'approve' | 'reject'
  /**
   * The underlying WalletKit client, for what the switches do not cover. Never call its `off` or
   * `once`: WalletKit 1.2 then unhooks the event from its sign client for every listener, and the
   * test wallet stops seeing proposals; add a listener and ignore it when done instead.
   */
  readonly walletKit: IWalletKit
  /**
   * Pairs with a `wc:` URI (EIP-1328) and resolves once the session proposal that comes with it
   * has been answered (approved, or rejected when `rejectNext` was called).
   * @throws {Error} 'No session proposal arrived on pairing <topic> within <ms> ms'
   * @throws {Error} The SDK's error for a malformed or expired URI.
   */
  pair(uri: string): Promise<void>
  /** The next proposal or request is approved (the default; undoes `rejectNext`). */
  approveNext(): void
  /**
   * The next proposal or request, whichever comes first, is rejected as by the user: a proposal
   * with 5000 'User rejected.', a request with 4001 'User rejected the request.'. Applies once.
   */
  rejectNext(): void
  /** Ends the session with `topic`, or every session, from the wallet side (6000 'User disconnected.'). */
  disconnect(topic?: string): Promise<void>
  /**
   * Emits `accountsChanged` with `accounts` (default: its own address) to every session, on the
   * session's first chain.
   */
  emitAccountsChanged(accounts?: readonly Address[]): Promise<void>
  /**
   * Emits `chainChanged` with `chainId` (a number) to every session that includes that chain.
   * @throws {Error} 'No session includes chain eip155:<chainId>'
   */
  emitChainChanged(chainId: number): Promise<void>
  /** Closes the relay connection and the SDK's timers; sessions stay stored. Idempotent. */
  stop(): Promise<void>
}
