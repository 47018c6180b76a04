import type { FeatureApi } from '../../client/defineFeature.js'
import type { Latest } from '../../client/latest.js'
import type { WalletEntry } from '../../wallets/types.js'
import type { CreateWalletConnectSessionReturnType } from './sessionTypes.js'

/** Parameters of a WalletConnect attempt (`connectWalletConnect`). */
export type ConnectWalletConnectParameters = {
  /** `false`: a background attempt (the modal opened): no view, no 'connecting'. Default true. */
  showView?: boolean | undefined
  /** A fresh pairing even when one is pending (the view's "Try again", an expiring URI). */
  retry?: boolean | undefined
  /** The catalogue wallet picked to connect through WalletConnect (a phone's deep links). */
  wallet?: Pick<WalletEntry, 'id' | 'name'> | undefined
}

/** One client's WalletConnect bookkeeping, held by the loaded feature. */
export type WalletConnectAttempts = {
  /** The one session owner. */
  session: CreateWalletConnectSessionReturnType
  /** Each attempt takes a turn: an abandoned attempt that settles later is ignored. */
  attempts: Latest
  /** The background attempt waiting for the dialog's first paint; stale once another began. */
  preparing: Latest
  /** The attempt in progress, which a later pick joins. */
  pending: Promise<boolean> | undefined
}

/** What the WalletConnect feature offers once loaded (`context.features.load(walletConnectFeature)`). */
export type WalletConnectFeatureApi = FeatureApi & {
  /** The one session owner. */
  session: CreateWalletConnectSessionReturnType
  /** Connects through WalletConnect (see `connectWalletConnect`). @returns `true` when connected. */
  connect(parameters?: ConnectWalletConnectParameters): Promise<boolean>
  /** The modal opened: prepares the pairing URI unless connected or a session is live. */
  prepare(): void
  /** The modal closed: the attempt in progress is abandoned, its URI cleared. */
  abandon(): void
  /** Drops the attempt in progress and closes the relay connection (the session stays stored). */
  destroy(): void
}
