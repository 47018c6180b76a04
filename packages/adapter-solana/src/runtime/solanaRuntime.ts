import type { AdapterTransaction, CaipNetwork, SimulationResult } from '@latch/core'
import {
  address,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  type getBase64EncodedWireTransaction,
  getBase64Encoder,
} from '@solana/kit'
import { getRpcUrl } from '../rpc/getRpcUrl.js'
import {
  buildUnsignedTransaction,
  type Transfer,
  type UnsignedTransfer,
} from './buildUnsignedTransaction.js'
import { getMessageFee } from './getMessageFee.js'
import { rpcFor } from './rpcFor.js'
import { simulateTransfers } from './simulateTransfers.js'
import { waitForSignature } from './waitForSignature.js'

/**
 * The lazily loaded part of the Solana adapter, on @solana/kit and `@solana-program/*`: RPC reads,
 * building SOL and SPL transfers, simulating them, sending a signed transaction and waiting for it,
 * and base58/base64 codecs.
 */
export const solanaRuntime = {
  /** `getBalance` of `owner`, in lamports. */
  async getLamports(rpcUrl: string, owner: string): Promise<bigint> {
    const { value } = await rpcFor(rpcUrl).getBalance(address(owner)).send()
    return BigInt(value)
  },

  /** `getSlot`: the network's current slot. */
  async getSlot(rpcUrl: string): Promise<bigint> {
    return BigInt(await rpcFor(rpcUrl).getSlot().send())
  },

  /**
   * An unsigned v0 transaction of one transfer from `from` (lamports, or base units of `token`),
   * `from` paying the fee; see {@link buildUnsignedTransaction}.
   * @throws {InvalidTokenMintError} 'The token is not an SPL token mint'.
   * @throws The kit's error when an address is not one, or the RPC's.
   */
  buildTransfer: (
    rpcUrl: string,
    transfer: Transfer & { from: string },
  ): Promise<UnsignedTransfer> =>
    buildUnsignedTransaction(rpcFor(rpcUrl), transfer.from, [transfer]),

  /**
   * The network fee of one transfer in lamports ({@link getMessageFee}), on its network's RPC. The
   * rent of a recipient's new token account is a deposit, not a fee: it is not included (a
   * simulation shows it).
   * @throws As {@link solanaRuntime.buildTransfer}; `RpcUrlMissingError` without an RPC URL.
   */
  async estimateFee(transaction: AdapterTransaction): Promise<{ fee: bigint }> {
    const rpc = rpcFor(getRpcUrl(transaction.caipNetwork))
    const { messageBase64 } = await buildUnsignedTransaction(rpc, transaction.from, [transaction])
    return { fee: await getMessageFee(rpc, messageBase64) }
  },

  /**
   * `ChainAdapter.simulateTransactions`: {@link simulateTransfers} on the network's RPC, SOL
   * changes in its native currency.
   */
  simulateTransactions: (parameters: {
    caipNetwork: CaipNetwork
    from: string
    transactions: readonly Transfer[]
  }): Promise<SimulationResult> =>
    simulateTransfers(rpcFor(getRpcUrl(parameters.caipNetwork)), {
      from: parameters.from,
      transfers: parameters.transactions,
      nativeCurrency: parameters.caipNetwork.nativeCurrency,
    }),

  /**
   * `ChainAdapter.waitForTransaction`: {@link waitForSignature} on the network's RPC, `timeout`
   * 120,000 ms unless given.
   */
  waitForTransaction: (parameters: { caipNetwork: CaipNetwork; hash: string; timeout?: number }) =>
    waitForSignature(
      rpcFor(getRpcUrl(parameters.caipNetwork)),
      parameters.hash,
      parameters.timeout ?? 120_000,
    ),

  /** `sendTransaction` of signed wire bytes (base64); resolves with the signature (base58). */
  async sendSignedTransaction(rpcUrl: string, transaction: Uint8Array): Promise<string> {
    const wire = getBase64Decoder().decode(transaction)
    return rpcFor(rpcUrl)
      .sendTransaction(wire as ReturnType<typeof getBase64EncodedWireTransaction>, {
        encoding: 'base64',
        preflightCommitment: 'confirmed',
      })
      .send()
  },

  encodeBase58: (bytes: Uint8Array) => getBase58Decoder().decode(bytes),
  decodeBase58: (text: string) => new Uint8Array(getBase58Encoder().encode(text)),
  encodeBase64: (bytes: Uint8Array) => getBase64Decoder().decode(bytes),
  decodeBase64: (text: string) => new Uint8Array(getBase64Encoder().encode(text)),
}

/** The Solana runtime's type, for the adapter that loads it. */
export type SolanaRuntime = typeof solanaRuntime
