import { type Address, isAddressEqual } from 'viem'
import { AuthFrameError, errorCodes } from '../errors/AuthFrameError.js'
import type { Call } from '../smartAccount/accountCalls.js'
import { ENTRY_POINT_08, LATCH_ACCOUNT_FACTORY } from '../smartAccount/contracts.js'

/**
 * Refuses a send whose calls could take over or drain the owner's smart account outside what the
 * approval can show: a call with calldata to the owner's own smart account (Solady's `ERC4337`
 * lets the account itself, and its owner, call `transferOwnership`, `upgradeToAndCall`,
 * `storageStore`, `execute`…), to EntryPoint v0.8 (`withdrawTo` of the account's deposit) or to
 * `LATCH_ACCOUNT_FACTORY`. Plain value transfers (no calldata) to the own account stay allowed.
 *
 * @param calls - The calls the send makes, in order.
 * @param ownSmartAccount - The owner's smart account on this network (4337: its counterfactual
 *   address, 7702: the owner's address), whichever type is active; `undefined` on a network
 *   without smart accounts.
 * @throws {AuthFrameError} 4200 `Requested RPC call is not allowed` for such a call.
 */
export function refuseAccountTakeover(
  calls: readonly Call[],
  ownSmartAccount: Address | undefined,
): void {
  const guarded = [
    ENTRY_POINT_08,
    LATCH_ACCOUNT_FACTORY,
    ...(ownSmartAccount ? [ownSmartAccount] : []),
  ]
  for (const call of calls) {
    if (call.data === undefined || call.data === '0x') continue
    if (guarded.some((target) => isAddressEqual(target, call.to)))
      throw new AuthFrameError(errorCodes.unsupportedMethod, 'Requested RPC call is not allowed')
  }
}
