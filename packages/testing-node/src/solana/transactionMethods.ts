import {
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionEncoder,
} from '@solana/kit'
import * as z from 'zod'
import type { LedgerTransaction, SolanaLedger } from './createSolanaLedger.ts'
import { defineSolanaRpcMethod, withContext } from './defineSolanaRpcMethod.ts'
import { encodeSimulatedAccounts } from './encodeSimulatedAccounts.ts'
import {
  accountEncoding,
  addressSchema,
  commitmentConfig,
  optionalConfig,
  signatureSchema,
  wireEncoding,
} from './rpcSchemas.ts'
import { SolanaRpcError } from './SolanaRpcError.ts'
import { toJsonTransaction } from './toJsonTransaction.ts'

/** The most signatures `getSignatureStatuses` takes, as on a node. */
const MAX_SIGNATURE_STATUSES = 256

/** Reads wire-transaction text in `encoding` (base58 by default, as on a node). */
function readWireTransaction(ledger: SolanaLedger, text: string, encoding = 'base58') {
  let bytes: Uint8Array
  try {
    bytes = new Uint8Array(
      encoding === 'base64' ? getBase64Encoder().encode(text) : getBase58Encoder().encode(text),
    )
  } catch {
    throw SolanaRpcError.invalidParams(`invalid ${encoding} encoding`)
  }
  return ledger.decode(bytes)
}

const statusOf = (entry: LedgerTransaction) => ({
  slot: entry.slot,
  confirmations: null,
  err: entry.err,
  status: entry.err ? { Err: entry.err } : { Ok: null },
  confirmationStatus: 'finalized',
})

/**
 * Transactions (https://solana.com/docs/rpc/http): sending and simulating signed transactions
 * (base58 or base64 wire bytes; a simulation returns the `accounts` asked for as it leaves them),
 * their statuses and history, and the fee of a message.
 */
export const transactionMethods = {
  sendTransaction: defineSolanaRpcMethod(
    z.tuple([
      z.string(),
      optionalConfig(
        commitmentConfig.extend({
          encoding: wireEncoding.optional(),
          skipPreflight: z.boolean().optional(),
          preflightCommitment: commitmentConfig.shape.commitment,
          maxRetries: z.number().int().nonnegative().optional(),
        }),
      ),
    ]),
    (ledger, [text, config]) =>
      ledger.send(readWireTransaction(ledger, text, config?.encoding), {
        skipPreflight: config?.skipPreflight ?? false,
      }),
  ),
  simulateTransaction: defineSolanaRpcMethod(
    z.tuple([
      z.string(),
      optionalConfig(
        commitmentConfig.extend({
          encoding: wireEncoding.optional(),
          sigVerify: z.boolean().optional(),
          replaceRecentBlockhash: z.boolean().optional(),
          innerInstructions: z.boolean().optional(),
          accounts: z
            .object({ addresses: z.array(addressSchema), encoding: accountEncoding.optional() })
            .optional(),
        }),
      ),
    ]),
    (ledger, [text, config]) => {
      if (config?.sigVerify && config.replaceRecentBlockhash) {
        throw SolanaRpcError.invalidParams('sigVerify may not be used with replaceRecentBlockhash')
      }
      const decoded = readWireTransaction(ledger, text, config?.encoding)
      const result = ledger.simulate(decoded, {
        sigVerify: config?.sigVerify ?? false,
        replaceRecentBlockhash: config?.replaceRecentBlockhash ?? false,
      })
      const { blockhash, lastValidBlockHeight } = ledger.latestBlockhash()
      return withContext(ledger, {
        err: result.err,
        logs: result.logs,
        accounts: config?.accounts
          ? encodeSimulatedAccounts(
              ledger,
              result,
              config.accounts,
              decoded.message.staticAccounts.length,
            )
          : null,
        unitsConsumed: result.unitsConsumed,
        returnData: null,
        innerInstructions: config?.innerInstructions ? [] : null,
        replacementBlockhash: config?.replaceRecentBlockhash
          ? { blockhash, lastValidBlockHeight }
          : null,
      })
    },
  ),
  getSignatureStatuses: defineSolanaRpcMethod(
    z.tuple([
      z.array(signatureSchema).max(MAX_SIGNATURE_STATUSES),
      optionalConfig(z.object({ searchTransactionHistory: z.boolean().optional() })),
    ]),
    (ledger, [signatures]) =>
      withContext(
        ledger,
        signatures.map((signature) => {
          const entry = ledger.getTransaction(signature)
          return entry ? statusOf(entry) : null
        }),
      ),
  ),
  getTransaction: defineSolanaRpcMethod(
    z.tuple([
      signatureSchema,
      optionalConfig(
        commitmentConfig.extend({
          encoding: z.enum(['json', 'jsonParsed', 'base58', 'base64']).optional(),
          maxSupportedTransactionVersion: z.number().int().nonnegative().optional(),
        }),
      ),
    ]),
    (ledger, [signature, config]) => {
      const entry = ledger.getTransaction(signature)
      if (!entry) return null
      const { version } = entry.message
      if (version !== 'legacy' && (config?.maxSupportedTransactionVersion ?? -1) < version) {
        throw new SolanaRpcError(
          -32015,
          `Transaction version (${version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${version}`,
        )
      }
      const wire = new Uint8Array(getTransactionEncoder().encode(entry.transaction))
      const encoding = config?.encoding ?? 'json'
      const transaction =
        encoding === 'base64'
          ? [getBase64Decoder().decode(wire), 'base64']
          : encoding === 'base58'
            ? [getBase58Decoder().decode(wire), 'base58']
            : toJsonTransaction(entry, encoding)
      return {
        slot: entry.slot,
        blockTime: entry.blockTime,
        version,
        transaction,
        meta: {
          err: entry.err,
          status: entry.err ? { Err: entry.err } : { Ok: null },
          fee: entry.fee,
          preBalances: entry.preBalances,
          postBalances: entry.postBalances,
          innerInstructions: [],
          logMessages: entry.logs,
          preTokenBalances: entry.preTokenBalances,
          postTokenBalances: entry.postTokenBalances,
          rewards: [],
          ...(encoding === 'jsonParsed' ? {} : { loadedAddresses: { readonly: [], writable: [] } }),
          computeUnitsConsumed: entry.computeUnitsConsumed,
        },
      }
    },
  ),
  getSignaturesForAddress: defineSolanaRpcMethod(
    z.tuple([
      addressSchema,
      optionalConfig(
        commitmentConfig.extend({
          limit: z.number().int().min(1).max(1_000).optional(),
          before: signatureSchema.optional(),
          until: signatureSchema.optional(),
        }),
      ),
    ]),
    (ledger, [address, config]) => {
      let signatures = ledger.signaturesFor(address)
      if (config?.before) {
        const index = signatures.indexOf(config.before)
        signatures = index === -1 ? [] : signatures.slice(index + 1)
      }
      if (config?.until) {
        const index = signatures.indexOf(config.until)
        if (index !== -1) signatures = signatures.slice(0, index)
      }
      return signatures.slice(0, config?.limit ?? 1_000).flatMap((signature) => {
        const entry = ledger.getTransaction(signature)
        if (!entry) return []
        const { slot, err, blockTime } = entry
        return [{ signature, slot, err, memo: null, blockTime, confirmationStatus: 'finalized' }]
      })
    },
  ),
  getFeeForMessage: defineSolanaRpcMethod(
    z.tuple([z.string(), optionalConfig(commitmentConfig)]),
    (ledger, [text]) => {
      let message: ReturnType<ReturnType<typeof getCompiledTransactionMessageDecoder>['decode']>
      try {
        message = getCompiledTransactionMessageDecoder().decode(getBase64Encoder().encode(text))
      } catch (error) {
        throw SolanaRpcError.invalidParams(`invalid message: ${(error as Error).message}`)
      }
      const blockhash = 'lifetimeToken' in message ? String(message.lifetimeToken) : ''
      // A node answers null for a message whose blockhash it no longer knows.
      return withContext(ledger, ledger.isBlockhashValid(blockhash) ? ledger.feeOf(message) : null)
    },
  ),
}
