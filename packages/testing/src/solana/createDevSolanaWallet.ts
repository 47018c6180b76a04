import { ed25519 } from '@noble/curves/ed25519.js'
import { base58, base64 } from '@scure/base'
import type {
  SolanaSignAndSendTransactionInput,
  SolanaSignMessageInput,
  SolanaSignTransactionInput,
  SolanaTransactionCommitment,
} from '@solana/wallet-standard-features'
import type { WalletAccount, WalletIcon } from '@wallet-standard/base'
import type { StandardEventsListeners } from '@wallet-standard/features'
import { ReadonlyWalletAccount, registerWallet } from '@wallet-standard/wallet'
import { DevWalletRpcError } from '../errors/DevWalletRpcError.ts'
import { requestRpc } from '../utils/requestRpc.ts'
import { createMemoryDevWalletStorage } from '../wallet/createMemoryDevWalletStorage.ts'
import type { DevWalletApproval, DevWalletStorage } from '../wallet/types.ts'
import { SOLANA_LOCAL_RPC_URL } from './constants.ts'
import { createDevSolanaKeys, type DevSolanaKeys } from './createDevSolanaKeys.ts'
import { devSolanaWalletInfo } from './devSolanaWalletInfo.ts'
import { signWireTransaction } from './signWireTransaction.ts'
import type { DevSolanaChain, DevSolanaWallet } from './types.ts'

/** What {@link createDevSolanaWallet} takes; every field is optional. */
export type CreateDevSolanaWalletParameters = {
  /**
   * The wallet's Wallet Standard name. Defaults to `'Latch Dev Solana Wallet'`; give the EVM dev
   * wallet's (`devWalletInfo.name`, 'Latch Dev Wallet') to show one wallet in both namespaces.
   */
  name?: string
  /** The wallet's icon, a `data:image/…;base64` URI. Defaults to `devSolanaWalletInfo.icon`. */
  icon?: WalletIcon
  /**
   * The JSON-RPC URL `solana:signAndSendTransaction` sends through, per chain. Defaults to
   * `{ 'solana:localnet': SOLANA_LOCAL_RPC_URL }`; a chain without one cannot send.
   */
  rpcUrls?: Partial<Record<DevSolanaChain, string>>
  /** Where the authorization and selected account persist. Defaults to memory (nothing persists). */
  storage?: DevWalletStorage
  /** The storage key. Defaults to `'latch-dev-solana-wallet'`. */
  storageKey?: string
}

/** What {@link createDevSolanaWallet} returns: a {@link DevSolanaWallet}. */
export type CreateDevSolanaWalletReturnType = DevSolanaWallet

/** What the wallet persists, as an extension keeps it across page loads. */
type PersistedState = { authorized: boolean; accountIndex: number }

const chains: readonly DevSolanaChain[] = [
  'solana:mainnet',
  'solana:devnet',
  'solana:testnet',
  'solana:localnet',
]
const accountFeatures = [
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const
const commitmentOrder: readonly SolanaTransactionCommitment[] = [
  'processed',
  'confirmed',
  'finalized',
]
/** How long `signAndSendTransaction` waits for the asked commitment (ms), and how often it asks. */
const CONFIRM_TIMEOUT_MS = 30_000
const CONFIRM_POLL_MS = 250

/**
 * Creates the Latch Dev Solana Wallet: a Wallet Standard wallet
 * (https://github.com/wallet-standard/wallet-standard) on `solana:mainnet`, `solana:devnet`,
 * `solana:testnet` and `solana:localnet` with ed25519 keys from a fixed test seed
 * (`createDevSolanaKeys`; account 0 is `devSolanaWalletAddress`), and the features:
 *
 * - `standard:connect` (`{ silent }`: no prompt, no accounts unless authorized), `standard:disconnect`,
 *   and `standard:events` `change` when the accounts change.
 * - `solana:signMessage` `…{ account, message }` → `…{ signedMessage, signature, signatureType }`:
 *   the 64-byte ed25519 signature of the message bytes as given.
 * - `solana:signTransaction` `…{ account, transaction }` → `…{ signedTransaction }`: the wire
 *   transaction (legacy or v0) with the account's signature in its slot.
 * - `solana:signAndSendTransaction` `…{ account, transaction, chain, options }` → `…{ signature }`:
 *   signs, then sends through the chain's RPC URL (`sendTransaction`, base64); with
 *   `options.commitment`, waits until `getSignatureStatuses` reports it (30 s at most).
 *
 * Never use it with real funds. Touches no globals until `register()`.
 *
 * @param parameters - {@link CreateDevSolanaWalletParameters}
 * @returns The wallet with its test switches ({@link DevSolanaWallet}).
 *
 * Features reject with a `DevWalletRpcError`: 4001 'User rejected the request.' (after
 * `setNextApproval('reject')`), 4100 for an account the site is not authorized for, -32602 for a
 * malformed input or a chain without an RPC URL, or the RPC node's own error.
 *
 * @example
 * import { createDevSolanaWallet } from '@latch/testing'
 *
 * const wallet = createDevSolanaWallet({ storage: localStorage })
 * wallet.register() // "Latch Dev Solana Wallet" now appears in every Wallet Standard app
 * wallet.setNextApproval('reject') // the next prompt is rejected with 4001
 */
export function createDevSolanaWallet(
  parameters: CreateDevSolanaWalletParameters = {},
): CreateDevSolanaWalletReturnType {
  const {
    name = devSolanaWalletInfo.name,
    icon = devSolanaWalletInfo.icon,
    rpcUrls = { 'solana:localnet': SOLANA_LOCAL_RPC_URL },
    storage = createMemoryDevWalletStorage(),
    storageKey = 'latch-dev-solana-wallet',
  } = parameters
  const saved = load()
  let authorized = saved.authorized === true
  let accountIndex =
    Number.isSafeInteger(saved.accountIndex) && (saved.accountIndex as number) >= 0
      ? (saved.accountIndex as number)
      : 0
  let keys = createDevSolanaKeys(accountIndex)
  let account = toAccount(keys)
  let nextApproval: DevWalletApproval = 'approve'
  const listeners = new Set<StandardEventsListeners['change']>()

  function load(): Partial<PersistedState> {
    try {
      return JSON.parse(storage.getItem(storageKey) ?? '{}')
    } catch {
      return {}
    }
  }

  function persist() {
    const state: PersistedState = { authorized, accountIndex }
    storage.setItem(storageKey, JSON.stringify(state))
  }

  function toAccount(from: DevSolanaKeys): WalletAccount {
    return new ReadonlyWalletAccount({
      address: from.address,
      publicKey: from.publicKey,
      chains: [...chains],
      features: [...accountFeatures],
    })
  }

  function authorizedAccounts(): WalletAccount[] {
    return authorized ? [account] : []
  }

  function emitAccounts() {
    const accounts = authorizedAccounts()
    for (const listener of listeners) listener({ accounts })
  }

  /** Plays the user at a prompt: approves unless told otherwise, once. */
  async function prompt(): Promise<void> {
    const mode = nextApproval
    nextApproval = 'approve'
    if (mode === 'reject') throw DevWalletRpcError.userRejected()
    if (mode === 'hang') await new Promise<never>(() => {})
  }

  function checkAccount(asked: unknown) {
    const address = (asked as Partial<WalletAccount> | null)?.address
    if (!authorized || address !== account.address) throw DevWalletRpcError.unauthorized()
  }

  function checkBytes(value: unknown, field: string): Uint8Array {
    if (!(value instanceof Uint8Array)) {
      throw DevWalletRpcError.invalidParams(`${field} must be a Uint8Array`)
    }
    return value
  }

  function rpcUrlOf(chain: unknown): string {
    const url = chains.includes(chain as DevSolanaChain)
      ? rpcUrls[chain as DevSolanaChain]
      : undefined
    if (!url) throw DevWalletRpcError.invalidParams(`no RPC URL for chain ${String(chain)}`)
    return url
  }

  async function confirm(url: string, signature: string, commitment: SolanaTransactionCommitment) {
    const deadline = Date.now() + CONFIRM_TIMEOUT_MS
    while (Date.now() < deadline) {
      const { value } = await requestRpc<{
        value: ({ confirmationStatus: SolanaTransactionCommitment | null } | null)[]
      }>(url, 'getSignatureStatuses', [[signature]])
      const reached = value[0]?.confirmationStatus
      if (reached && commitmentOrder.indexOf(reached) >= commitmentOrder.indexOf(commitment)) return
      await new Promise((resolve) => setTimeout(resolve, CONFIRM_POLL_MS))
    }
    throw new DevWalletRpcError(-32603, `Transaction ${signature} was not ${commitment} in time`)
  }

  const wallet: DevSolanaWallet = {
    version: '1.0.0',
    name,
    icon,
    chains: [...chains],
    get accounts() {
      return authorizedAccounts()
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input) {
          if (!authorized && !input?.silent) {
            await prompt()
            authorized = true
            persist()
            emitAccounts()
          }
          return { accounts: authorizedAccounts() }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          deauthorize()
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(event, listener) {
          if (event !== 'change') return () => {}
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
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
            signature: ed25519.sign(message, keys.secretKey),
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
            signedTransaction: signWireTransaction(transaction, keys).signedTransaction,
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
            const { signedTransaction } = signWireTransaction(transaction, keys)
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
            if (options?.commitment) await confirm(url, sent, options.commitment)
            // The transaction's signature is its first (the fee payer's), which the node answers.
            outputs.push({ signature: base58.decode(sent) })
          }
          return outputs
        },
      },
    },
    get address() {
      return account.address
    },
    get nextApproval() {
      return nextApproval
    },
    setNextApproval(mode) {
      nextApproval = mode
    },
    selectAccount(index) {
      keys = createDevSolanaKeys(index)
      // Only a valid index gets here: createDevSolanaKeys throws on the others.
      accountIndex = index
      account = toAccount(keys)
      persist()
      if (authorized) emitAccounts()
    },
    disconnectFromWallet: deauthorize,
    register() {
      if (typeof window === 'undefined') throw new Error('register() needs a browser window')
      registerWallet(wallet)
    },
  }

  function deauthorize() {
    if (!authorized) return
    authorized = false
    persist()
    emitAccounts()
  }

  return wallet
}
