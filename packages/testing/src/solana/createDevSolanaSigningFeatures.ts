import { ed25519 } from '@noble/curves/ed25519.js'
import { base58, base64 } from '@scure/base'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignAndSendTransactionInput,
  SolanaSignMessageFeature,
  SolanaSignMessageInput,
  SolanaSignTransactionFeature,
  SolanaSignTransactionInput,
} from '@solana/wallet-standard-features'
import { DevWalletRpcError } from '../errors/DevWalletRpcError.ts'
import { requestRpc } from '../utils/requestRpc.ts'
import type { DevSolanaKeys } from './createDevSolanaKeys.ts'
import { devSolanaChains } from './devSolanaChains.ts'
import { signWireTransaction } from './signWireTransaction.ts'
import type { DevSolanaChain } from './types.ts'
import { waitForCommitment } from './waitForCommitment.ts'

/** What the dev Solana wallet's signing features act through. */
export type DevSolanaSigner = {
  /**
   * Checks that `account` (a feature input's) is the authorized selected account.
   * @throws {DevWalletRpcError} 4100 otherwise.
   */
  checkAccount(account: unknown): void
  /** The selected account's keys, when a feature signs (after the prompt). */
  keys(): DevSolanaKeys
  /** Plays the user at the prompt each call shows (see `createDevWalletPrompt`). */
  prompt(): Promise<void>
  /** Where `solana:signAndSendTransaction` sends, per chain. */
  rpcUrls: Partial<Record<DevSolanaChain, string>>
}

function checkBytes(value: unknown, field: string): Uint8Array {
  if (!(value instanceof Uint8Array)) {
    throw DevWalletRpcError.invalidParams(`${field} must be a Uint8Array`)
  }
  return value
}

/**
 * The dev Solana wallet's signing features (`@solana/wallet-standard-features`): each call checks
 * every input (account, bytes, chain), then prompts once, then signs every input with
 * `signer.keys()`.
 *
 * - `solana:signMessage` → `{ signedMessage, signature, signatureType: 'ed25519' }`: the 64-byte
 *   ed25519 signature of the message bytes as given.
 * - `solana:signTransaction` → `{ signedTransaction }`: the wire transaction (legacy or v0) with
 *   the account's signature in its slot.
 * - `solana:signAndSendTransaction` → `{ signature }`: signs, then sends through the chain's RPC
 *   URL (`sendTransaction`, base64); with `options.commitment`, waits for it (30 s at most).
 *
 * @throws {DevWalletRpcError} 4100 (see `checkAccount`), 4001 at a rejected prompt, -32602 for a
 *   malformed input or a chain without an RPC URL, or the node's own error.
 */
export function createDevSolanaSigningFeatures(
  signer: DevSolanaSigner,
): SolanaSignMessageFeature & SolanaSignTransactionFeature & SolanaSignAndSendTransactionFeature {
  const { checkAccount, keys, prompt, rpcUrls } = signer

  function rpcUrlOf(chain: unknown): string {
    const url = devSolanaChains.includes(chain as DevSolanaChain)
      ? rpcUrls[chain as DevSolanaChain]
      : undefined
    if (!url) throw DevWalletRpcError.invalidParams(`no RPC URL for chain ${String(chain)}`)
    return url
  }

  return {
    'solana:signMessage': {
      version: '1.1.0',
      async signMessage(...inputs: readonly SolanaSignMessageInput[]) {
        const messages = inputs.map((input) => {
          checkAccount(input?.account)
          return checkBytes(input.message, 'message')
        })
        await prompt()
        return messages.map((message) => ({
          signedMessage: message,
          signature: ed25519.sign(message, keys().secretKey),
          signatureType: 'ed25519' as const,
        }))
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signTransaction(...inputs: readonly SolanaSignTransactionInput[]) {
        const transactions = inputs.map((input) => {
          checkAccount(input?.account)
          return checkBytes(input.transaction, 'transaction')
        })
        await prompt()
        return transactions.map((transaction) => ({
          signedTransaction: signWireTransaction(transaction, keys()).signedTransaction,
        }))
      },
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signAndSendTransaction(...inputs: readonly SolanaSignAndSendTransactionInput[]) {
        const requests = inputs.map((input) => {
          checkAccount(input?.account)
          const transaction = checkBytes(input.transaction, 'transaction')
          return { transaction, url: rpcUrlOf(input.chain), options: input.options }
        })
        await prompt()
        const outputs: { signature: Uint8Array }[] = []
        for (const { transaction, url, options } of requests) {
          const { signedTransaction } = signWireTransaction(transaction, keys())
          const config = {
            encoding: 'base64',
            skipPreflight: options?.skipPreflight ?? false,
            preflightCommitment: options?.preflightCommitment ?? 'confirmed',
            ...(options?.maxRetries === undefined ? {} : { maxRetries: options.maxRetries }),
          }
          const sent = await requestRpc<string>(url, 'sendTransaction', [
            base64.encode(signedTransaction),
            config,
          ])
          if (options?.commitment) await waitForCommitment(url, sent, options.commitment)
          // The transaction's signature is its first (the fee payer's), which the node answers.
          outputs.push({ signature: base58.decode(sent) })
        }
        return outputs
      },
    },
  }
}
