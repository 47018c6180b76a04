import { type EIP1193EventMap, numberToHex } from 'viem'
import { type HDAccount, mnemonicToAccount } from 'viem/accounts'
import { DevWalletRpcError } from '../errors/DevWalletRpcError.ts'
import { createDevWalletPersistence } from './createDevWalletPersistence.ts'
import { createDevWalletPrompt } from './createDevWalletPrompt.ts'
import type { DevWalletApproval, DevWalletChain, DevWalletStorage } from './types.ts'

/** What the wallet persists, as an extension keeps it across page loads. */
type PersistedState = {
  authorized: boolean
  chainId: number
  accountIndex: number
  addedChains: DevWalletChain[]
}

export type DevWalletStore = ReturnType<typeof createDevWalletStore>

/**
 * The dev wallet's state (authorization, chain, account, added chains, pending approval mode)
 * with its persistence and EIP-1193 events. Internal: request handlers and the test switches
 * both act through it, so a handler and its switch twin share one code path.
 */
export function createDevWalletStore(parameters: {
  chains: readonly DevWalletChain[]
  defaultChain: DevWalletChain
  mnemonic: string
  storage: DevWalletStorage
  storageKey: string
}) {
  const { chains, defaultChain, mnemonic, storage, storageKey } = parameters
  const accounts = new Map<number, HDAccount>()
  const listeners = new Map<keyof EIP1193EventMap, Set<unknown>>()

  const persistence = createDevWalletPersistence<PersistedState>(storage, storageKey)
  const user = createDevWalletPrompt()
  const saved = persistence.load()
  let authorized = saved.authorized === true
  let accountIndex = isAccountIndex(saved.accountIndex) ? saved.accountIndex : 0
  const addedChains = Array.isArray(saved.addedChains) ? saved.addedChains : []
  let chain = findChain(saved.chainId) ?? defaultChain

  function persist() {
    persistence.save({ authorized, chainId: chain.id, accountIndex, addedChains })
  }

  function findChain(id: unknown): DevWalletChain | undefined {
    return chains.find((known) => known.id === id) ?? addedChains.find((known) => known.id === id)
  }

  function emit<event extends keyof EIP1193EventMap>(
    event: event,
    ...args: Parameters<EIP1193EventMap[event]>
  ) {
    for (const listener of listeners.get(event) ?? []) {
      ;(listener as (...args: Parameters<EIP1193EventMap[event]>) => void)(...args)
    }
  }

  const store = {
    get authorized() {
      return authorized
    },
    get account(): HDAccount {
      let account = accounts.get(accountIndex)
      if (!account) {
        account = mnemonicToAccount(mnemonic, { addressIndex: accountIndex })
        accounts.set(accountIndex, account)
      }
      return account
    },
    get chain() {
      return chain
    },
    get nextApproval() {
      return user.nextApproval
    },
    set nextApproval(mode: DevWalletApproval) {
      user.nextApproval = mode
    },
    findChain,

    /** Plays the prompt: consumes `nextApproval`, then resolves, rejects with 4001, or hangs. */
    approve: user.prompt,

    /** @throws {DevWalletRpcError} 4100 unless authorized and `address` is the selected account. */
    assertAuthorized(address: unknown) {
      const selected = store.account.address.toLowerCase()
      if (!authorized || typeof address !== 'string' || address.toLowerCase() !== selected) {
        throw DevWalletRpcError.unauthorized()
      }
    },

    authorize() {
      if (authorized) return
      authorized = true
      persist()
      emit('connect', { chainId: numberToHex(chain.id) })
      emit('accountsChanged', [store.account.address])
    },

    deauthorize() {
      if (!authorized) return
      authorized = false
      persist()
      emit('accountsChanged', [])
    },

    /** Adds or updates a chain (configured chains win) and returns the chain now known by its ID. */
    addChain(added: DevWalletChain): DevWalletChain {
      const configured = chains.find((known) => known.id === added.id)
      if (configured) return configured
      const index = addedChains.findIndex((known) => known.id === added.id)
      if (index === -1) addedChains.push(added)
      else addedChains[index] = added
      if (chain.id === added.id) chain = added
      persist()
      return added
    },

    switchChain(target: DevWalletChain) {
      if (target.id === chain.id) return
      chain = target
      persist()
      emit('chainChanged', numberToHex(target.id))
    },

    selectAccount(index: number) {
      if (!isAccountIndex(index)) {
        throw new Error(`Account index must be a non-negative integer, got ${index}`)
      }
      if (index === accountIndex) return
      accountIndex = index
      persist()
      if (authorized) emit('accountsChanged', [store.account.address])
    },

    on<event extends keyof EIP1193EventMap>(event: event, listener: EIP1193EventMap[event]) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },

    removeListener<event extends keyof EIP1193EventMap>(
      event: event,
      listener: EIP1193EventMap[event],
    ) {
      listeners.get(event)?.delete(listener)
    },
  }
  return store
}

function isAccountIndex(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0
}
