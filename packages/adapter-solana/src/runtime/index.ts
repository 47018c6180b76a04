export { type SolanaRuntime, solanaRuntime, type UnsignedTransfer } from './solanaRuntime.js'
