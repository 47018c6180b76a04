import type { LatchContext } from '../../client/context.js'
import { AUTH_CONNECTOR_ID } from '../../constants.js'
import { syncBalance } from '../../flows/syncBalance.js'
import { getChainState, patchAccountState } from '../../state/chainStateAccess.js'
import type { AuthFrameAccounts } from './frameProtocol.js'
import type { AuthSession } from './types.js'

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

type AccountRequests = Pick<AuthSession, 'getAccounts' | 'setAccountType'>

/** Each client's session with the frame, once made (for the flows that were not handed it). */
const sessions = new WeakMap<LatchContext, AccountRequests>()

/** Records the client's session with the frame (see {@link readAccounts}). */
export function registerSession(context: LatchContext, session: AccountRequests): void {
  sessions.set(context, session)
}

/** The client's session with the frame, once made (`undefined` before). */
export function registeredSession(context: LatchContext): AccountRequests | undefined {
  return sessions.get(context)
}

/**
 * The frame's accounts on the active chain (`getAccounts`), with `address`'s spelling where it is
 * one of them (the connection's, EIP-55), or `undefined` without a session or when the frame did
 * not answer (logged).
 */
export async function readAccounts(
  context: LatchContext,
  address: string,
): Promise<AuthFrameAccounts | undefined> {
  try {
    const answer = await sessions.get(context)?.getAccounts()
    if (!answer) return undefined
    const accounts = answer.accounts.map((account) =>
      same(account.address, address) ? { ...account, address } : account,
    )
    return { ...answer, accounts: accounts as AuthFrameAccounts['accounts'] }
  } catch (error) {
    context.logger.warn('The embedded wallet did not say its accounts', error)
    return undefined
  }
}

/** Whether eip155 is connected through the embedded wallet (an account is shown). */
export function isEmbeddedConnected(context: LatchContext): boolean {
  const { stores } = context
  return (
    stores.connection.getState().connectorIds.eip155 === AUTH_CONNECTOR_ID &&
    Boolean(getChainState(stores, 'eip155')?.accountState.address)
  )
}

/**
 * Puts the frame's accounts in eip155's account state while the embedded wallet is connected
 * (nothing otherwise): `allAccounts` with their types (the active one first) and
 * `smartAccountDeployed`. A new active address becomes the account as an EIP-1193
 * `accountsChanged` would (CAIP-10 address, balance, sign-in check); with `refreshBalance` the
 * same address's balance is read again.
 */
export function applyAccounts(
  context: LatchContext,
  answer: AuthFrameAccounts,
  parameters: { refreshBalance?: boolean } = {},
): void {
  if (!isEmbeddedConnected(context)) return
  const current = getChainState(context.stores, 'eip155')?.accountState.address ?? ''
  // The connection's spelling of the address (EIP-55 from the adapter) is kept.
  const allAccounts = answer.accounts.map(({ address, type }) => ({
    address: same(address, current) ? current : address,
    type,
  }))
  const active = allAccounts[0]
  patchAccountState(context.stores, 'eip155', {
    smartAccountDeployed: answer.smartAccountDeployed,
  })
  // The connection flows are loaded with the embedded wallet; they are not imported, which would
  // move the modules they share with startup out of its chunk.
  const flows = context.features.get(context.kernel.connectionFlows)
  if (flows && active && active.address !== current) {
    flows.handleAdapterEvent(context, 'eip155', {
      type: 'accountChanged',
      address: active.address,
      accounts: allAccounts,
    })
    return
  }
  patchAccountState(context.stores, 'eip155', { allAccounts })
  if (parameters.refreshBalance) void syncBalance(context, 'eip155', { quiet: true })
}

/**
 * Reads the frame's accounts again (`getAccounts`) and applies them (see {@link applyAccounts}) when
 * the embedded wallet is connected. Only the newest of overlapping reads is applied. Never rejects:
 * a failure is logged.
 * @returns Starts one re-sync.
 */
export function createAccountResync(
  context: LatchContext,
  session: () => Pick<AuthSession, 'getAccounts'>,
): () => Promise<void> {
  let newest = 0
  return async () => {
    if (!isEmbeddedConnected(context)) return
    const read = ++newest
    try {
      const answer = await session().getAccounts()
      if (read === newest) applyAccounts(context, answer)
    } catch (error) {
      context.logger.warn('The embedded wallet did not say its accounts', error)
    }
  }
}
