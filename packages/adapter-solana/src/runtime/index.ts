export type { UnsignedTransfer } from './buildUnsignedTransaction.js'
export { type SolanaRuntime, solanaRuntime } from './solanaRuntime.js'
