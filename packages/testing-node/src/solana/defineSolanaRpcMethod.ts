import type * as z from 'zod'
import type { SolanaLedger } from './createSolanaLedger.ts'
import { SolanaRpcError } from './SolanaRpcError.ts'

/** The agave version this server reports (`getVersion`, `context.apiVersion`). */
export const SOLANA_CORE_VERSION = '2.2.20'

/** One JSON-RPC method of the local Solana RPC server: checks its params, then answers. */
export type SolanaRpcMethod = (ledger: SolanaLedger, params: unknown) => unknown

/**
 * A method whose positional params (absent means `[]`) must match `schema`.
 * @throws {SolanaRpcError} -32602 'Invalid params: <first issue>' when they do not.
 */
export function defineSolanaRpcMethod<schema extends z.ZodType>(
  schema: schema,
  handle: (ledger: SolanaLedger, params: z.output<schema>) => unknown,
): SolanaRpcMethod {
  return (ledger, params) => {
    const parsed = schema.safeParse(params ?? [])
    if (!parsed.success) {
      const [issue] = parsed.error.issues
      const where = issue?.path.length ? ` at params[${issue.path.join('][')}]` : ''
      throw SolanaRpcError.invalidParams(`${issue?.message ?? 'invalid'}${where}`)
    }
    return handle(ledger, parsed.data)
  }
}

/** An answer in the `{ context: { apiVersion, slot }, value }` envelope of a real node. */
export function withContext<value>(ledger: SolanaLedger, value: value) {
  return { context: { apiVersion: SOLANA_CORE_VERSION, slot: ledger.slot }, value }
}
