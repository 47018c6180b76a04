import type { WalletAccount, WalletIcon } from '@wallet-standard/base'
import { ReadonlyWalletAccount, registerWallet } from '@wallet-standard/wallet'
import { DevWalletRpcError } from '../errors/DevWalletRpcError.ts'
import { createDevWalletPersistence } from '../wallet/createDevWalletPersistence.ts'
import { createDevWalletPrompt } from '../wallet/createDevWalletPrompt.ts'
import { createMemoryDevWalletStorage } from '../wallet/createMemoryDevWalletStorage.ts'
import { createStandardSessionFeatures } from '../wallet/createStandardSessionFeatures.ts'
import type { DevWalletStorage } from '../wallet/types.ts'
import { SOLANA_LOCAL_RPC_URL } from './constants.ts'
import { createDevSolanaKeys, type DevSolanaKeys } from './createDevSolanaKeys.ts'
import { createDevSolanaSigningFeatures } from './createDevSolanaSigningFeatures.ts'
import { devSolanaChains } from './devSolanaChains.ts'
import { devSolanaWalletInfo } from './devSolanaWalletInfo.ts'
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

const accountFeatures = [
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const

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
  const persistence = createDevWalletPersistence<PersistedState>(storage, storageKey)
  const user = createDevWalletPrompt()
  const session = createStandardSessionFeatures(deauthorize)
  const saved = persistence.load()
  let authorized = saved.authorized === true
  let accountIndex =
    Number.isSafeInteger(saved.accountIndex) && (saved.accountIndex as number) >= 0
      ? (saved.accountIndex as number)
      : 0
  let keys = createDevSolanaKeys(accountIndex)
  let account = toAccount(keys)

  function persist() {
    persistence.save({ authorized, accountIndex })
  }

  function toAccount(from: DevSolanaKeys): WalletAccount {
    return new ReadonlyWalletAccount({
      address: from.address,
      publicKey: from.publicKey,
      chains: [...devSolanaChains],
      features: [...accountFeatures],
    })
  }

  function authorizedAccounts(): WalletAccount[] {
    return authorized ? [account] : []
  }

  function emitAccounts() {
    session.emitAccounts(authorizedAccounts())
  }

  function checkAccount(asked: unknown) {
    const address = (asked as Partial<WalletAccount> | null)?.address
    if (!authorized || address !== account.address) throw DevWalletRpcError.unauthorized()
  }

  const wallet: DevSolanaWallet = {
    version: '1.0.0',
    name,
    icon,
    chains: [...devSolanaChains],
    get accounts() {
      return authorizedAccounts()
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input) {
          if (!authorized && !input?.silent) {
            await user.prompt()
            authorized = true
            persist()
            emitAccounts()
          }
          return { accounts: authorizedAccounts() }
        },
      },
      ...session.features,
      ...createDevSolanaSigningFeatures({
        checkAccount,
        keys: () => keys,
        prompt: user.prompt,
        rpcUrls,
      }),
    },
    get address() {
      return account.address
    },
    get nextApproval() {
      return user.nextApproval
    },
    setNextApproval(mode) {
      user.nextApproval = mode
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
