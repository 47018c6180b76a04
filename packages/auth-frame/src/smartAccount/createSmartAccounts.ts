import type { AuthFrameAccounts } from '@latch/core/auth-frame'
import { type Address, isAddressEqual, numberToHex } from 'viem'
import { getCode } from 'viem/actions'
import type { NetworkClient } from '../rpc/createNetworkClients.js'
import { DELEGATION_DESIGNATOR, toFrameSmartAccount } from './toFrameSmartAccount.js'

/** The account types of the protocol: the owner's EOA, or its smart account. */
export type AccountType = AuthFrameAccounts['accountType']

/** The EIP-5792 `atomic` capability status. */
export type AtomicStatus = 'supported' | 'ready' | 'unsupported'

/** The smart accounts of the signed-in owner (see {@link createSmartAccounts}). */
export type SmartAccounts = ReturnType<typeof createSmartAccounts>

/**
 * Keeps the preferred account type (`init.accountType`, then `setAccountType`; default smart
 * account) and answers, per network, which account is active: the smart account where the network
 * has `smartAccount` settings and the smart account is preferred, else the EOA.
 * Addresses are computed from the owner's address only (the 4337 address is read from
 * `LATCH_ACCOUNT_FACTORY`'s `getAddress(salt)` through the project's trusted RPC when it names one,
 * and cached per chain and owner).
 *
 * @param parameters.preferred - The `init` preferred type (`undefined`: smart account).
 */
export function createSmartAccounts(parameters: { preferred: AccountType | undefined }) {
  let preferred: AccountType = parameters.preferred ?? 'smartAccount'
  const addresses = new Map<string, Promise<Address>>()
  // Smart-account sends run one after another, each prepared after the previous one was sent
  // (nonce key 0: the next sequence number; a first deployment's initCode is not sent twice).
  let lastSend: Promise<unknown> = Promise.resolve()

  const readClient = async (network: NetworkClient) => (await network.trusted) ?? network.client

  /** The smart account's address for `owner` on `network` (which must have smart accounts). */
  function smartAddress(network: NetworkClient, owner: Address): Promise<Address> {
    const config = network.network.smartAccount
    if (!config) throw new Error('This network has no smart accounts.')
    if (config.type === '7702') return Promise.resolve(owner)
    const key = `${network.chain.id}:${owner.toLowerCase()}`
    let address = addresses.get(key)
    if (!address) {
      address = readClient(network)
        .then((client) => toFrameSmartAccount(client, config.type, owner))
        .then((account) => account.address)
      // A failed read is not kept: the next request asks again.
      address.catch(() => addresses.delete(key))
      addresses.set(key, address)
    }
    return address
  }

  /** Whether the smart account has code (7702: the delegation designator to the implementation). */
  async function deployed(network: NetworkClient, owner: Address): Promise<boolean> {
    const config = network.network.smartAccount
    if (!config) return false
    const address = await smartAddress(network, owner)
    const code = await getCode(await readClient(network), { address })
    if (config.type === '7702') return code?.toLowerCase() === DELEGATION_DESIGNATOR.toLowerCase()
    return code !== undefined && code !== '0x'
  }

  const activeType = (network: NetworkClient): AccountType =>
    network.network.smartAccount ? preferred : 'eoa'

  return {
    /** The preferred type (kept across chains; used only where the network has a bundler). */
    get preferred(): AccountType {
      return preferred
    },
    set preferred(type: AccountType) {
      preferred = type
    },

    /** The type in use on `network`. */
    activeType,

    /**
     * Runs `send` (prepare, approval, sending) once every smart-account send queued before it
     * has settled, so each is prepared after the previous one was sent.
     */
    inTurn<result>(send: () => Promise<result>): Promise<result> {
      const turn = lastSend.then(send, send)
      lastSend = turn.catch(() => undefined)
      return turn
    },

    /** The smart account's address on `network`, or `undefined` when the EOA is active. */
    async activeSmartAccount(network: NetworkClient, owner: Address): Promise<Address | undefined> {
      return activeType(network) === 'smartAccount' ? smartAddress(network, owner) : undefined
    },

    /**
     * The owner's smart account on `network` whichever type is active (4337: its counterfactual
     * address, 7702: the owner's), or `undefined` on a network without smart accounts.
     */
    async ownSmartAccount(network: NetworkClient, owner: Address): Promise<Address | undefined> {
      return network.network.smartAccount ? smartAddress(network, owner) : undefined
    },

    /** The active account's address on `network` (`eth_accounts`). */
    async activeAddress(network: NetworkClient, owner: Address): Promise<Address> {
      return activeType(network) === 'smartAccount' ? smartAddress(network, owner) : owner
    },

    /**
     * `getAccounts`: the active type, the accounts (active first; 4337: smart account and EOA;
     * 7702 and EOA-only networks: the one address) and whether the smart account has code.
     */
    async accounts(network: NetworkClient, owner: Address): Promise<AuthFrameAccounts> {
      const config = network.network.smartAccount
      if (!config) {
        return {
          accountType: 'eoa',
          accounts: [{ address: owner, type: 'eoa' }],
          smartAccountDeployed: false,
        }
      }
      const [smart, isDeployed] = await Promise.all([
        smartAddress(network, owner),
        deployed(network, owner),
      ])
      const type = activeType(network)
      const smartEntry = { address: smart, type: 'smartAccount' } as const
      const eoaEntry = { address: owner, type: 'eoa' } as const
      const accounts: AuthFrameAccounts['accounts'] =
        config.type === '7702'
          ? [{ address: owner, type }]
          : type === 'smartAccount'
            ? [smartEntry, eoaEntry]
            : [eoaEntry, smartEntry]
      return { accountType: type, accounts, smartAccountDeployed: isDeployed }
    },

    /** Whether the smart account of `owner` on `network` has code. */
    deployed,

    /**
     * EIP-5792 `wallet_getCapabilities` for the wallet's networks: `atomic` `supported` (4337, or
     * a delegated 7702 account), `ready` (an undelegated 7702 account), `unsupported` where the
     * active type is EOA; `paymasterService: { supported: true }` where a paymaster is set and
     * the smart account is active. Keys are hex chain ids.
     *
     * @param networks - The wallet's networks (optionally only `chainIds`, hex).
     * @param owner - The owner's address.
     * @param address - The account the dapp asks about (another address: `{}` for it).
     */
    async capabilities(
      networks: readonly NetworkClient[],
      owner: Address,
      address: Address | undefined,
    ): Promise<Record<string, Record<string, unknown>>> {
      const result: Record<string, Record<string, unknown>> = {}
      await Promise.all(
        networks.map(async (network) => {
          const active = await this.activeAddress(network, owner)
          if (address && !isAddressEqual(address, active)) return
          const config = network.network.smartAccount
          const key = numberToHex(network.chain.id)
          if (!config || activeType(network) === 'eoa') {
            result[key] = { atomic: { status: 'unsupported' } }
            return
          }
          const status: AtomicStatus =
            config.type === '7702' && !(await deployed(network, owner)) ? 'ready' : 'supported'
          result[key] = {
            atomic: { status },
            ...(config.paymasterUrl ? { paymasterService: { supported: true } } : {}),
          }
        }),
      )
      return result
    },
  }
}
