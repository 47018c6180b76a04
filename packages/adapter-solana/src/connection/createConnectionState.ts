import {
  type AdapterEvent,
  type CaipNetwork,
  NoActiveCaipAddressError,
  type WalletConnectNamespaceProvider,
} from '@latch/core'
import type { Wallet, WalletAccount } from '@wallet-standard/base'

/** The adapter's one connection: a Wallet Standard wallet's account, or core's WalletConnect session. */
export type ActiveConnection = {
  address: string
  caipNetwork: CaipNetwork | undefined
  /** Stops following the wallet or the session. */
  stop: () => void
} & (
  | { kind: 'wallet'; connectorId: string; wallet: Wallet; account: WalletAccount }
  | { kind: 'walletConnect'; provider: WalletConnectNamespaceProvider }
)

/** What {@link createConnectionState} returns. */
export type ConnectionState = ReturnType<typeof createConnectionState>

/**
 * The Solana adapter's connection and its listeners: at most one {@link ActiveConnection}, replaced
 * stopped when it ends, and the {@link AdapterEvent}s told to `subscribe`rs.
 *
 * @example
 * const state = createConnectionState()
 * state.subscribe((event) => console.log(event.type))
 * state.end()
 */
export function createConnectionState() {
  let active: ActiveConnection | undefined
  const listeners = new Set<(event: AdapterEvent) => void>()
  const end = () => {
    active?.stop()
    active = undefined
  }
  return {
    /** The connection, `undefined` when none. */
    get active(): ActiveConnection | undefined {
      return active
    },
    /** Makes `connection` the one; {@link end} the one before first. */
    set(connection: ActiveConnection) {
      active = connection
    },
    /** Stops and forgets the connection; a no-op without one. */
    end,
    /**
     * The connection.
     * @throws {NoActiveCaipAddressError} without one.
     */
    require(): ActiveConnection {
      if (!active) throw new NoActiveCaipAddressError()
      return active
    },
    emit(event: AdapterEvent) {
      for (const listener of listeners) listener(event)
    },
    /** @returns Stops telling `listener`. */
    subscribe(listener: (event: AdapterEvent) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
