import type { DevWalletStore } from '../createDevWalletStore.ts'

/** Answers one EIP-1193 method from the wallet's own state; `params` is unvalidated input. */
export type DevWalletRequestHandler = (store: DevWalletStore, params: unknown) => unknown
