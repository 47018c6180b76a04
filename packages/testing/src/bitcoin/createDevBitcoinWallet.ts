import type { WalletAccount, WalletIcon } from '@wallet-standard/base'
import { registerWallet } from '@wallet-standard/wallet'
import { DevWalletRpcError } from '../errors/DevWalletRpcError.ts'
import { createDevWalletPersistence } from '../wallet/createDevWalletPersistence.ts'
import { createDevWalletPrompt } from '../wallet/createDevWalletPrompt.ts'
import { createMemoryDevWalletStorage } from '../wallet/createMemoryDevWalletStorage.ts'
import { createStandardSessionFeatures } from '../wallet/createStandardSessionFeatures.ts'
import type { DevWalletStorage } from '../wallet/types.ts'
import {
  createDevBitcoinAccounts,
  type DevBitcoinKeyedAccount,
} from './createDevBitcoinAccounts.ts'
import { devBitcoinWalletInfo } from './devBitcoinWalletInfo.ts'
import { signBip322Simple } from './signBip322Simple.ts'
import type {
  DevBitcoinAccount,
  DevBitcoinNetwork,
  DevBitcoinPurpose,
  DevBitcoinWallet,
} from './types.ts'

/** What {@link createDevBitcoinWallet} takes; every field is optional. */
export type CreateDevBitcoinWalletParameters = {
  /** The wallet's Wallet Standard name. Defaults to `'Latch Dev Bitcoin Wallet'`. */
  name?: string
  /** The wallet's icon, a `data:image/…;base64` URI. Defaults to `devBitcoinWalletInfo.icon`. */
  icon?: WalletIcon
  /** The network a fresh wallet gives addresses on. Defaults to `'testnet'`. */
  network?: DevBitcoinNetwork
  /** Where the authorization and network persist. Defaults to memory (nothing persists). */
  storage?: DevWalletStorage
  /** The storage key. Defaults to `'latch-dev-bitcoin-wallet'`. */
  storageKey?: string
}

/** What {@link createDevBitcoinWallet} returns: a {@link DevBitcoinWallet}. */
export type CreateDevBitcoinWalletReturnType = DevBitcoinWallet

/** What the wallet persists, as an extension keeps it across page loads. */
type PersistedState = { purposes: DevBitcoinPurpose[]; network: DevBitcoinNetwork }

const purposeOrder: readonly DevBitcoinPurpose[] = ['payment', 'ordinals']
const isPurpose = (value: unknown): value is DevBitcoinPurpose =>
  purposeOrder.includes(value as DevBitcoinPurpose)
const isNetwork = (value: unknown): value is DevBitcoinNetwork =>
  value === 'mainnet' || value === 'testnet'

/**
 * Creates the Latch Dev Bitcoin Wallet: a Wallet Standard wallet
 * (https://github.com/wallet-standard/wallet-standard) on the chains `bitcoin:mainnet` and
 * `bitcoin:testnet`, with the features of the Bitcoin Wallet Standard
 * (https://github.com/ExodusMovement/bitcoin-wallet-standard) that Latch uses:
 *
 * - `bitcoin:connect` `{ purposes }` → `{ accounts }`, one account per purpose in the order asked:
 *   `payment` is the P2WPKH address of the current network (`tb1q…` on testnet, `bc1q…` on
 *   mainnet), `ordinals` its P2TR address. Prompts unless every purpose asked is authorized.
 * - `bitcoin:signMessage` `…{ account, message }` → `…{ signedMessage, signature }`: `signature` is
 *   a BIP-322 simple signature (the witness stack, consensus-encoded; base64 it for display) by the
 *   account's key. Prompts once per call.
 * - `standard:connect` (`{ silent }`: no prompt, no accounts unless authorized; otherwise both
 *   purposes), `standard:disconnect`, and `standard:events` `change` when the accounts change.
 *
 * Every key is BIP-322's test-vector key (`BIP322_TEST_KEY`), so its P2WPKH signatures of `""` and
 * `"Hello World"` are the BIP's own vectors (ECDSA with RFC 6979 is deterministic). Never use it
 * with real funds. Touches no globals until `register()`.
 *
 * @param parameters - {@link CreateDevBitcoinWalletParameters}
 * @returns The wallet with its test switches ({@link DevBitcoinWallet}).
 *
 * Features reject with a `DevWalletRpcError`: 4001 'User rejected the request.' (after
 * `setNextApproval('reject')`), 4100 for an account the site is not authorized for, -32602 for a
 * malformed input.
 *
 * @example
 * import { createDevBitcoinWallet } from '@latch/testing'
 *
 * const wallet = createDevBitcoinWallet({ storage: localStorage })
 * wallet.register() // "Latch Dev Bitcoin Wallet" now appears in every Wallet Standard app
 * wallet.setNextApproval('reject') // the next prompt is rejected with 4001
 */
export function createDevBitcoinWallet(
  parameters: CreateDevBitcoinWalletParameters = {},
): CreateDevBitcoinWalletReturnType {
  const {
    name = devBitcoinWalletInfo.name,
    icon = devBitcoinWalletInfo.icon,
    storage = createMemoryDevWalletStorage(),
    storageKey = 'latch-dev-bitcoin-wallet',
  } = parameters
  const accountsByNetwork = {
    mainnet: createDevBitcoinAccounts('mainnet'),
    testnet: createDevBitcoinAccounts('testnet'),
  }
  const persistence = createDevWalletPersistence<PersistedState>(storage, storageKey)
  const user = createDevWalletPrompt()
  const session = createStandardSessionFeatures(deauthorize)
  const saved = persistence.load()
  let network: DevBitcoinNetwork = isNetwork(saved.network)
    ? saved.network
    : (parameters.network ?? 'testnet')
  let purposes = new Set(Array.isArray(saved.purposes) ? saved.purposes.filter(isPurpose) : [])

  function persist() {
    persistence.save({ purposes: [...purposes], network })
  }

  function keyed(purpose: DevBitcoinPurpose): DevBitcoinKeyedAccount {
    return accountsByNetwork[network][purpose]
  }

  function authorizedAccounts(): DevBitcoinAccount[] {
    return purposeOrder.filter((purpose) => purposes.has(purpose)).map((p) => keyed(p).account)
  }

  function emitAccounts() {
    session.emitAccounts(authorizedAccounts())
  }

  async function authorize(asked: readonly DevBitcoinPurpose[]): Promise<void> {
    if (asked.every((purpose) => purposes.has(purpose))) return
    await user.prompt()
    purposes = new Set([...purposes, ...asked])
    persist()
    emitAccounts()
  }

  function deauthorize() {
    if (purposes.size === 0) return
    purposes = new Set()
    persist()
    emitAccounts()
  }

  function findSigner(account: unknown): DevBitcoinKeyedAccount {
    const address = (account as Partial<WalletAccount> | null)?.address
    const found = purposeOrder
      .filter((purpose) => purposes.has(purpose))
      .map(keyed)
      .find((candidate) => candidate.account.address === address)
    if (!found) throw DevWalletRpcError.unauthorized()
    return found
  }

  const wallet: DevBitcoinWallet = {
    version: '1.0.0',
    name,
    icon,
    chains: ['bitcoin:mainnet', 'bitcoin:testnet'],
    get accounts() {
      return authorizedAccounts()
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          if (!input?.silent) await authorize(purposeOrder)
          return { accounts: authorizedAccounts() }
        },
      },
      ...session.features,
      'bitcoin:connect': {
        version: '1.0.0',
        async connect(input: { purposes?: unknown }) {
          const asked = input?.purposes
          if (!Array.isArray(asked) || asked.length === 0 || !asked.every(isPurpose)) {
            throw DevWalletRpcError.invalidParams('purposes must list "payment" and/or "ordinals"')
          }
          await authorize(asked)
          return { accounts: asked.map((purpose) => keyed(purpose).account) }
        },
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: readonly { account: unknown; message: unknown }[]) {
          const signers = inputs.map(({ account, message }) => {
            if (!(message instanceof Uint8Array)) {
              throw DevWalletRpcError.invalidParams('message must be a Uint8Array')
            }
            return { signer: findSigner(account).signer, message }
          })
          await user.prompt()
          return signers.map(({ signer, message }) => ({
            signedMessage: message,
            signature: signBip322Simple({ message, signer }),
          }))
        },
      },
    },
    get network() {
      return network
    },
    get addresses() {
      return {
        payment: keyed('payment').account.address,
        ordinals: keyed('ordinals').account.address,
      }
    },
    get nextApproval() {
      return user.nextApproval
    },
    setNextApproval(mode) {
      user.nextApproval = mode
    },
    setNetwork(next) {
      if (!isNetwork(next)) throw new Error(`Unknown Bitcoin network "${String(next)}"`)
      if (next === network) return
      network = next
      persist()
      if (purposes.size > 0) emitAccounts()
    },
    disconnectFromWallet: deauthorize,
    register() {
      if (typeof window === 'undefined') throw new Error('register() needs a browser window')
      registerWallet(wallet)
    },
  }
  return wallet
}
