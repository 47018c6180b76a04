import type { AuthFrameSolanaNetwork } from '@latch/core/auth-frame'
import {
  type Base64EncodedWireTransaction,
  getBase58Decoder,
  getBase64Decoder,
  getTransactionEncoder,
  type Transaction,
} from '@solana/kit'
import type { Address } from 'viem'
import type { ExplainedApproval } from '../approval/createApprovalQueue.js'
import { AuthFrameError, errorCodes, unauthorized } from '../errors/AuthFrameError.js'
import type { FrameWords } from '../i18n/createFrameTexts.js'
import { withSolanaKey } from '../keys/solanaKey.js'
import type { SigningShares } from '../keys/withSigningAccount.js'
import type { TrustedRpcUrls } from '../rpc/createNetworkClients.js'
import {
  describeSolanaMessage,
  describeSolanaTransaction,
  hostLabel,
} from './describeSolanaRequest.js'
import {
  parseSolanaRequest,
  type SolanaRequest,
  type SolanaUnsafeMethod,
} from './parseSolanaRequest.js'
import { previewSolanaTransaction } from './previewSolanaTransaction.js'
import { readSolanaTransaction, type SolanaTransaction } from './readSolanaTransaction.js'
import {
  createSolanaNetworkClients,
  type SolanaNetworkClient,
  sendWithTimeout,
} from './solanaRpc.js'

/** A Solana request waiting for approval: its words, and how it signs once approved. */
export type SolanaApproval = ExplainedApproval & {
  /** The signed-in owner (eip155 address) it was asked of. */
  owner: Address
  /** Signs (and sends) with the key the shares rebuild; its result answers the request. */
  run(shares: SigningShares): Promise<unknown>
}

const UNSAFE: readonly string[] = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
]
const base58 = (bytes: Uint8Array) => getBase58Decoder().decode(bytes)

/** The embedded wallet's Solana side (see {@link createSolanaWallet}). */
export type SolanaWallet = ReturnType<typeof createSolanaWallet>

/**
 * The embedded wallet on the `init` Solana networks: its account is the ed25519 key derived from
 * the wallet's secret (`withSolanaKey`), whose address is computed once per signed-in owner and
 * kept (the public address only).
 * - `solana_getAccounts`: the CAIP-10 ids `solana:{reference}:{address}`, one per network;
 * - `solana_signMessage` `{ message, pubkey, chainId }` → `{ signature }` (base58, ed25519 over
 *   the raw bytes), `solana_signTransaction` `{ transaction, chainId }` → `{ signature,
 *   transaction }` (base64, signed), `solana_signAndSendTransaction` → `{ signature }` once the
 *   network's RPC accepted it (`sendTransaction`, base64, preflight on; the project's trusted RPC
 *   when it names one, else the host's): validated, then queued for the user's approval. A
 *   durable-nonce transaction (it does not expire) is refused by `solana_signTransaction` (4100
 *   'Durable-nonce transactions are not signed without being sent.'); amounts are in SOL
 *   (9 decimals) whatever the host names its currency.
 *
 * @param parameters.networks - The `init` Solana networks.
 * @param parameters.trustedUrls - The project's trusted RPC URLs by CAIP-2 id.
 * @param parameters.owner - The signed-in owner's eip155 address, or `undefined`.
 * @param parameters.shares - The signing shares of the signed-in owner.
 * @param parameters.enqueue - Queues an approval; resolves with its result.
 */
export function createSolanaWallet(parameters: {
  networks: readonly AuthFrameSolanaNetwork[]
  trustedUrls: Promise<TrustedRpcUrls>
  owner: () => Address | undefined
  shares: () => Promise<SigningShares>
  enqueue: (approval: SolanaApproval) => Promise<unknown>
}) {
  const { networks, owner, enqueue } = parameters
  const clients = createSolanaNetworkClients(networks, parameters.trustedUrls)
  const known = new Map<string, Promise<string>>()

  /**
   * The signed-in wallet's Solana address, computed once per owner from its shares.
   * @throws {AuthFrameError} 4100 signed out, or when the shares cannot be had.
   */
  function address(): Promise<string> {
    const signedIn = owner()
    if (!signedIn) return Promise.reject(unauthorized())
    const key = signedIn.toLowerCase()
    let found = known.get(key)
    if (!found) {
      found = parameters
        .shares()
        .then((shares) => withSolanaKey(shares, (solana) => solana.address))
      found.catch(() => known.delete(key))
      known.set(key, found)
    }
    return found
  }

  async function queue(request: SolanaRequest, signedIn: Address): Promise<unknown> {
    const wallet = await address()
    const client = clients.get(`solana:${request.network.reference}`) as SolanaNetworkClient
    if (request.method === 'solana_signMessage') {
      if (request.pubkey !== wallet) throw unauthorized('The pubkey is not this wallet’s.')
      const { message } = request
      return enqueue({
        owner: signedIn,
        explain: (words) => ({
          network: networkLine(client, words),
          description: Promise.resolve(describeSolanaMessage(message, wallet, words)),
          preview: undefined,
        }),
        run: (shares) =>
          withSolanaKey(shares, (key) => {
            if (key.address !== wallet) throw unauthorized('The key shares do not match.')
            return { signature: base58(key.sign(message)) }
          }),
      })
    }
    const sends = request.method === 'solana_signAndSendTransaction'
    const transaction = readSolanaTransaction(request.transaction, wallet)
    // A durable-nonce transaction signed here (not sent) stays valid for ever in the page's hands.
    if (transaction.durableNonce && !sends)
      throw unauthorized('Durable-nonce transactions are not signed without being sent.')
    return enqueue({
      owner: signedIn,
      explain: (words) =>
        explainTransaction(client, transaction, request.transaction, wallet, sends, words),
      run: async (shares) => {
        const signed = await withSolanaKey(shares, (key) => {
          if (key.address !== wallet) throw unauthorized('The key shares do not match.')
          return signTransaction(transaction, wallet, key.sign(transaction.messageBytes))
        })
        if (!sends) return signed
        const rpc = (await client.trusted) ?? client.rpc
        const signature = await sendWithTimeout(
          rpc.sendTransaction(signed.transaction as Base64EncodedWireTransaction, {
            encoding: 'base64',
          }),
        )
        return { signature }
      },
    })
  }

  return {
    address,

    /**
     * Answers a `solana_*` request.
     * @throws {AuthFrameError} 4100 signed out, or `pubkey` / the fee payer not the wallet's, or
     *   another signer needed, address lookup tables, a durable nonce to sign only, a message
     *   that is a transaction; -32602 malformed params or unknown `chainId`; 4001 rejected;
     *   4200 another method; or the node's JSON-RPC error when sending fails.
     */
    async request(method: string, params: unknown): Promise<unknown> {
      const signedIn = owner()
      if (method === 'solana_getAccounts') {
        if (!signedIn) throw unauthorized()
        if (clients.size === 0) return []
        const wallet = await address()
        return [...clients.keys()].map((caip2) => `${caip2}:${wallet}`)
      }
      if (!UNSAFE.includes(method))
        throw new AuthFrameError(errorCodes.unsupportedMethod, 'Requested RPC call is not allowed')
      const request = parseSolanaRequest(method as SolanaUnsafeMethod, params, networks)
      if (!signedIn) throw unauthorized()
      return queue(request, signedIn)
    },
  }
}

/** The signed wire transaction (base64) and its signature (base58). */
function signTransaction(transaction: SolanaTransaction, wallet: string, signature: Uint8Array) {
  const wire = getTransactionEncoder().encode({
    messageBytes: transaction.messageBytes,
    signatures: { [wallet]: signature },
  } as unknown as Transaction)
  return {
    signature: base58(signature),
    transaction: getBase64Decoder().decode(wire),
  }
}

/** The Solana clusters the frame names itself, by genesis hash prefix (the CAIP-2 reference). */
export const KNOWN_SOLANA_NETWORKS: Readonly<Record<string, string>> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'Solana',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'Solana Devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'Solana Testnet',
}

/**
 * The network's line: its name (the frame's for a known cluster, else the host's label) and its
 * CAIP-2 id beside it.
 */
export const networkLine = (client: SolanaNetworkClient, { t }: FrameWords) =>
  t('approval.network', {
    name:
      (Object.hasOwn(KNOWN_SOLANA_NETWORKS, client.network.reference)
        ? KNOWN_SOLANA_NETWORKS[client.network.reference]
        : undefined) ?? hostLabel(client.network.name, 60, t('approval.unnamedNetwork')),
    chainId: client.caip2,
  })

function explainTransaction(
  client: SolanaNetworkClient,
  transaction: SolanaTransaction,
  wire: string,
  wallet: string,
  sends: boolean,
  words: FrameWords,
) {
  // Lamports are SOL on every cluster, whatever the host calls them.
  const symbol = 'SOL'
  return {
    network: networkLine(client, words),
    description: client.trusted.then((trusted) =>
      describeSolanaTransaction(
        transaction,
        { symbol, caip2: client.caip2, sends, trusted },
        words,
      ),
    ),
    preview: client.trusted.then((trusted) =>
      previewSolanaTransaction({
        transaction,
        wire,
        wallet,
        symbol,
        rpc: client.rpc,
        trusted,
        words,
      }),
    ),
  }
}
