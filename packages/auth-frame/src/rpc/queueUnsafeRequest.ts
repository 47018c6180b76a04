import type { Address } from 'viem'
import { AuthFrameError, errorCodes } from '../errors/AuthFrameError.js'
import type { SmartAccounts } from '../smartAccount/createSmartAccounts.js'
import { type PreparedSend, prepareSend } from '../smartAccount/userOperations.js'
import type { NetworkClient } from './createNetworkClients.js'
import type { QueuedRequest } from './executeApproval.js'
import { eip5792Errors } from './parseCallsRequest.js'
import { type Call, parseUnsafeRequest, type UnsafeRequest } from './parseUnsafeRequest.js'
import { refuseAccountTakeover } from './refuseAccountTakeover.js'

/** The calls a send makes, or `undefined` for a signature (an EOA deployment: no call). */
function callsOf(request: UnsafeRequest, viaSmartAccount: boolean): Call[] | undefined {
  switch (request.method) {
    case 'personal_sign':
    case 'eth_signTypedData_v4':
      return undefined
    case 'eth_sendTransaction': {
      const { to, value, data } = request.transaction
      if (!to && !viaSmartAccount) return []
      if (!to)
        throw new AuthFrameError(
          errorCodes.invalidParams,
          'Invalid params: a smart account cannot deploy a contract with eth_sendTransaction',
        )
      return [{ to, value, data }]
    }
    default:
      return request.calls
  }
}

/**
 * Validates an unsafe request as the active account's (see `parseUnsafeRequest`), prepares a
 * smart-account send's user operation with the owner's address only (so the approval can show
 * its sender, upgrade, sponsorship and maximum fee: its `plan`), and queues it for approval.
 * EOA `wallet_sendCalls` with `atomicRequired` is refused before anything shows, and so is a send
 * with calldata to the owner's own smart account, the EntryPoint or the factory
 * (`refuseAccountTakeover`). Smart-account
 * sends are prepared and queued one after another (the next once the previous was sent or
 * failed).
 *
 * @returns What the approved request answers.
 * @throws {AuthFrameError} as `parseUnsafeRequest`; 4200 `Requested RPC call is not allowed`
 *   (see `refuseAccountTakeover`); EIP-5792 5760 `Atomicity is not supported`;
 *   the bundler's or paymaster's JSON-RPC error when preparing fails; 4001 when rejected.
 */
export async function queueUnsafeRequest(parameters: {
  method: string
  params: unknown
  owner: Address
  network: NetworkClient
  smart: SmartAccounts
  enqueue: (queued: QueuedRequest) => Promise<unknown>
}): Promise<unknown> {
  const { method, params, owner, network, smart } = parameters
  const smartAccount = await smart.activeSmartAccount(network, owner)
  const from = smartAccount ?? owner
  const request = parseUnsafeRequest(method, params, {
    address: from,
    chainId: network.chain.id,
    smartAccount,
    paymaster:
      smartAccount !== undefined && network.network.smartAccount?.paymasterUrl !== undefined,
  })
  const calls = callsOf(request, smartAccount !== undefined)
  // Calls that reach the account's own admin functions cannot be shown truthfully: refused.
  if (calls) refuseAccountTakeover(calls, await smart.ownSmartAccount(network, owner))
  if (!smartAccount && request.method === 'wallet_sendCalls' && request.atomicRequired)
    throw new AuthFrameError(eip5792Errors.atomicityNotSupported, 'Atomicity is not supported')
  const queue = (prepared: PreparedSend | undefined) =>
    parameters.enqueue({
      request,
      from,
      network,
      owner,
      viaSmartAccount: smartAccount !== undefined,
      prepared,
      ...(calls
        ? { plan: prepared?.plan ?? { via: 'transaction' } }
        : { signer: smartAccount ? 'smartAccount' : 'eoa' }),
    })
  if (!calls || !smartAccount) return queue(undefined)
  // One smart-account send at a time, each prepared after the previous one was sent.
  return smart.inTurn(async () => queue(await prepareSend(network, owner, calls, smartAccount)))
}
