import { type Hex, isHex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { estimateGas, sendTransaction } from 'viem/actions'
import { AuthFrameError, errorCodes } from '../errors/AuthFrameError.js'
import type { NetworkClient } from './createNetworkClients.js'
import type { UnsafeRequest } from './parseUnsafeRequest.js'
import { toTransactionParameters } from './toTransactionParameters.js'

/**
 * Runs an approved request with the wallet's local account:
 * - `personal_sign`: EIP-191 signature of the message (raw bytes when hex, else its UTF-8);
 * - `eth_signTypedData_v4`: EIP-712 signature;
 * - `eth_sendTransaction`: nonce, fees and chain id filled from the node (viem
 *   `prepareTransactionRequest`), gas from the node's estimate plus 20 % unless the dapp gave
 *   it (an exact estimate runs out of gas when the cost depends on the block's timestamp, as a
 *   Uniswap V3 swap's does; unused gas is refunded), signed locally, sent with
 *   `eth_sendRawTransaction`, all through the project's trusted RPC for the chain when the auth
 *   server names one, else through the host's (it can then delay or drop the transaction, or
 *   answer a high fee, but not change what was signed).
 *
 * @param request - The validated request.
 * @param account - The viem local account, alive only during this call.
 * @param network - The active eip155 network's clients.
 * @returns The signature, or the transaction hash.
 * @throws The node's JSON-RPC error when preparing or sending fails.
 */
export async function executeUnsafeRequest(
  request: UnsafeRequest,
  account: PrivateKeyAccount,
  network: NetworkClient,
): Promise<Hex> {
  switch (request.method) {
    case 'personal_sign':
      return account.signMessage({
        message: isHex(request.message) ? { raw: request.message } : request.message,
      })
    case 'eth_signTypedData_v4':
      return account.signTypedData(request.typedData)
    case 'eth_sendTransaction': {
      // The project's trusted RPC when it names one for this chain, else the host's.
      const client = (await network.trusted) ?? network.client
      const parameters = {
        account,
        chain: network.chain,
        ...toTransactionParameters(request.transaction),
      } as Parameters<typeof sendTransaction>[1]
      const gas =
        parameters.gas ??
        withGasMargin(await estimateGas(client, parameters as Parameters<typeof estimateGas>[1]))
      return sendTransaction(client, { ...parameters, gas })
    }
    default:
      // Batches and user operations run through the smart-account engine, never here.
      throw new AuthFrameError(errorCodes.unsupportedMethod, 'Requested RPC call is not allowed')
  }
}

/** The node's gas estimate plus 20 % (gas units, rounded down). */
function withGasMargin(gas: bigint): bigint {
  return (gas * 120n) / 100n
}
