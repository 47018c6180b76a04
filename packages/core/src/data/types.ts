import type { CaipAddress, CaipNetworkId } from '../caip/types.js'
import type { CaipNetwork } from '../networks/types.js'

/**
 * One fungible asset the account holds, native currency included.
 * Untrusted when it comes from a token contract or an API: `name`, `symbol` and `iconUrl` are shown
 * as text / only `http(s):` and `data:image/` images.
 */
export type TokenBalance = {
  name: string
  symbol: string
  /** The network it is on, CAIP-2 (`eip155:1`). */
  chainId: CaipNetworkId
  /** The token contract (or mint) as CAIP-10 (`eip155:1:0xdAC1…`); absent for the native currency. */
  address?: CaipAddress | undefined
  /** Fiat value of the whole quantity (`quantity × price`), when a price source knows the token. */
  value?: number | undefined
  /** Fiat price of one whole token, when known. */
  price?: number | undefined
  /**
   * `decimals`: the token's decimals as text ('18'; tokens with '0' are filtered out);
   * `numeric`: the amount in whole tokens as a decimal string ('12.5', not 12500000000000000000).
   */
  quantity: { decimals: string; numeric: string }
  iconUrl?: string | undefined
}

/** Direction of a transfer as seen from the account. */
export type TransferDirection = 'in' | 'out' | 'self'

/** One value movement inside a transaction (the Blockchain API's transfer shape). */
export type TransactionTransfer = {
  direction: TransferDirection
  /** The amount in whole units as a decimal string ('0.5' ether, '12.5' LTT, '1' NFT). */
  quantity: { numeric: string }
  /** Fungible tokens and the native currency. */
  fungible_info?: { name: string; symbol: string; icon?: { url: string } | undefined } | undefined
  /** NFTs; `flags.is_spam` marks spam (transactions whose transfers are all spam are dropped). */
  nft_info?:
    | {
        name: string
        content?: { preview?: { url: string } | undefined } | undefined
        flags: { is_spam: boolean }
      }
    | undefined
  /** Fiat value of the transfer, when a price source knows it. */
  value?: number | undefined
}

/** Transaction: one entry of the Activity tab. */
export type Transaction = {
  /** Unique per transaction and transfer group (the hash, or hash plus a suffix). */
  id: string
  metadata: {
    /** e.g. 'send', 'receive', 'execute', 'approve', 'mint', 'trade'. */
    operationType: string
    hash: string
    /** ISO 8601 time the transaction was mined. */
    minedAt: string
    sentFrom: string
    sentTo: string
    status: 'confirmed' | 'failed' | 'pending'
    nonce?: number | undefined
    /** The network it is on, CAIP-2. */
    chain?: CaipNetworkId | undefined
  }
  transfers: readonly TransactionTransfer[]
}

/** A page of transactions: `next` is the cursor of the following page, absent on the last. */
export type TransactionPage = { data: readonly Transaction[]; next?: string | undefined }

/** An NFT the account holds. `name`, `collection` and `imageUrl` are untrusted. */
export type Nft = {
  chainId: CaipNetworkId
  /** The contract as CAIP-10. */
  contract: CaipAddress
  /** Decimal token id. */
  tokenId: string
  standard: 'erc721' | 'erc1155'
  name: string
  collection?: string | undefined
  /** `http(s):` or `data:image/` only (anything else is dropped before it gets here). */
  imageUrl?: string | undefined
  /** ERC-1155 balance as a decimal string; '1' for ERC-721. */
  amount: string
}

/** A page of NFTs: `next` is the cursor of the following page, absent on the last. */
export type NftPage = { data: readonly Nft[]; next?: string | undefined }

/** Identity: a name (ENS) and an avatar image URL, either may be absent. */
export type Identity = { name?: string | undefined; avatar?: string | undefined }

/** A token the integrator asks Latch to show on a network. */
export type TokenOption = { address: string; image?: string | undefined }

/** What every data call gets: the account and the network to read. */
export type DataQuery = {
  /** The account's address in the network's own form (`0x…`, base58). */
  address: string
  caipNetwork: CaipNetwork
  /** Aborted when the answer is no longer wanted (account or network changed, modal closed). */
  signal?: AbortSignal | undefined
}

/**
 * Where the Account view's data comes from: one optional method per capability, so a
 * source says what it can do. Core picks a source per network and capability: the Blockchain API
 * when a project id or `apiUrl` is set and it serves the network, else the adapter's RPC
 * source. Every answer is validated by the source before it is returned (zod); a source throws
 * rather than return something partial.
 */
export type DataSource = {
  /**
   * Native and token balances, native first.
   * @param tokens - The integrator's tokens for this network, always included.
   * @param forceUpdate - After a send or swap: the CAIP-10 addresses of the tokens it moved, whose
   *   balances a caching source must read afresh (the Blockchain API's `forceUpdate`).
   */
  getTokenBalances?(
    query: DataQuery & {
      tokens?: readonly TokenOption[] | undefined
      forceUpdate?: readonly string[] | undefined
    },
  ): Promise<readonly TokenBalance[]>
  /**
   * The account's transactions on this network, newest first, one page per call.
   * @param cursor - The previous page's `next`; absent for the first page.
   * @param onramp - An on-ramp provider (`'coinbase'`): list the account's purchases through it
   *   instead of its activity; only a hosted source can.
   */
  getTransactions?(
    query: DataQuery & { cursor?: string | undefined; onramp?: string | undefined },
  ): Promise<TransactionPage>
  /**
   * NFTs the account holds now on this network.
   * @param ipfsGateway - Base URL `ipfs://` links are rewritten to (e.g. `https://ipfs.io/ipfs/`);
   *   without it `ipfs://` metadata and images are not fetched.
   */
  getNfts?(
    query: DataQuery & { cursor?: string | undefined; ipfsGateway?: string | undefined },
  ): Promise<NftPage>
  /** The account's name and avatar (ENS on EVM), `undefined` when it has none. */
  getIdentity?(query: DataQuery): Promise<Identity | undefined>
}
