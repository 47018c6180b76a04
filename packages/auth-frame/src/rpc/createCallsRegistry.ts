import { bytesToHex, type Hash, type Hex, numberToHex, type TransactionReceipt } from 'viem'
import type { UserOperationReceipt } from 'viem/account-abstraction'
import { getTransactionReceipt } from 'viem/actions'
import * as z from 'zod/mini'
import { AuthFrameError, errorCodes } from '../errors/AuthFrameError.js'
import { bundlerFor } from '../smartAccount/userOperations.js'
import type { NetworkClient } from './createNetworkClients.js'
import { eip5792Errors } from './parseCallsRequest.js'

type Bundle =
  | { kind: 'userOperation'; network: NetworkClient; hash: Hash }
  | { kind: 'transactions'; network: NetworkClient; hashes: Hash[]; incomplete: boolean }

/** An EIP-5792 v2.0.0 receipt. */
type CallsReceipt = {
  logs: { address: Hex; data: Hex; topics: Hex[] }[]
  status: Hex
  blockHash: Hash
  blockNumber: Hex
  gasUsed: Hex
  transactionHash: Hash
}

const statusParams = z.tuple([z.string().check(z.regex(/^0x[0-9a-fA-F]{1,128}$/))])

/** `logs`: the user operation's own logs when given, else the transaction's. */
const toReceipt = (
  receipt: TransactionReceipt,
  success: boolean,
  logs: TransactionReceipt['logs'] = receipt.logs,
): CallsReceipt => ({
  logs: logs.map((log) => ({ address: log.address, data: log.data, topics: log.topics })),
  status: success ? '0x1' : '0x0',
  blockHash: receipt.blockHash,
  blockNumber: numberToHex(receipt.blockNumber),
  gasUsed: numberToHex(receipt.gasUsed),
  transactionHash: receipt.transactionHash,
})

/**
 * The EIP-5792 bundles this frame load sent (memory only): a user operation (its hash is the
 * id) or EOA transactions sent one by one (a random 32-byte id), and their
 * `wallet_getCallsStatus`.
 */
export function createCallsRegistry() {
  const bundles = new Map<string, Bundle>()

  return {
    /** Records a user operation; its hash is the bundle id. */
    addUserOperation(network: NetworkClient, hash: Hash): { id: Hash } {
      bundles.set(hash.toLowerCase(), { kind: 'userOperation', network, hash })
      return { id: hash }
    },

    /**
     * Records EOA transactions under a new random 32-byte id.
     *
     * @param incomplete - Whether a later call failed before it was sent (its status is then 500
     *   once the sent ones are mined).
     */
    addTransactions(network: NetworkClient, hashes: Hash[], incomplete = false): { id: Hex } {
      const id = bytesToHex(crypto.getRandomValues(new Uint8Array(32)))
      bundles.set(id, { kind: 'transactions', network, hashes, incomplete })
      return { id }
    },

    /**
     * EIP-5792 `wallet_getCallsStatus([id])`: `{ version: '2.0.0', id, chainId, atomic, status,
     * receipts }`; status 100 pending, 200 confirmed, 500 reverted on chain.
     *
     * @throws {AuthFrameError} -32602 for malformed params; 5730 `Unknown bundle id` for an id
     *   this frame load did not send; the bundler's or node's JSON-RPC error.
     */
    async status(params: unknown) {
      const parsed = statusParams.safeParse(params)
      if (!parsed.success)
        throw new AuthFrameError(errorCodes.invalidParams, 'Invalid params: expected [id]')
      const id = parsed.data[0]
      const bundle = bundles.get(id.toLowerCase())
      if (!bundle) throw new AuthFrameError(eip5792Errors.unknownBundle, 'Unknown bundle id')
      const base = { version: '2.0.0', id, chainId: numberToHex(bundle.network.chain.id) }
      if (bundle.kind === 'userOperation') {
        const bundler = await bundlerFor(bundle.network)
        let receipt: UserOperationReceipt | undefined
        try {
          receipt = await bundler.getUserOperationReceipt({ hash: bundle.hash })
        } catch (error) {
          if ((error as Error).name !== 'UserOperationReceiptNotFoundError') throw error
        }
        if (!receipt) return { ...base, atomic: true, status: 100 }
        return {
          ...base,
          atomic: true,
          status: receipt.success ? 200 : 500,
          // This operation's logs, not the whole bundle transaction's (other operations').
          receipts: [toReceipt(receipt.receipt, receipt.success, receipt.logs)],
        }
      }
      const receipts = await Promise.all(
        bundle.hashes.map((hash) =>
          getTransactionReceipt(bundle.network.client, { hash }).catch((error: Error) => {
            if (error.name === 'TransactionReceiptNotFoundError') return undefined
            throw error
          }),
        ),
      )
      const done = receipts.filter((receipt) => receipt !== undefined)
      if (done.length < receipts.length) return { ...base, atomic: false, status: 100 }
      const success = !bundle.incomplete && done.every((receipt) => receipt.status === 'success')
      return {
        ...base,
        atomic: false,
        status: success ? 200 : 500,
        receipts: done.map((receipt) => toReceipt(receipt, receipt.status === 'success')),
      }
    },
  }
}
