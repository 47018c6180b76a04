import type { LatchContext } from '../../../client/context.js'
import { isUserRejectedError } from '../../../errors/rpc.js'
import { goBack, pushView } from '../../../flows/modal.js'
import type { EmbeddedWallet } from '../createEmbeddedWallet.js'
import type { AuthSession } from '../types.js'
import { passkeyMessage } from './passkeyMessage.js'

/** Each client's passkey flow in progress: an earlier one's late answer is ignored. */
const current = new WeakMap<LatchContext, object>()

/**
 * Runs a passkey flow in the secure frame: shows `view` (again without its error, when it shows
 * already: "Try again"), loads the frame's session, sends `request` and hands its answer to
 * `done`. Once the user left `view` or started another flow, nothing more happens. A cancelled
 * prompt (4001) goes back to the view before, with no message; any other failure is `view`'s
 * `error` (see `passkeyMessage`). Never rejects.
 */
export async function runPasskeyFlow<answer>(
  context: LatchContext,
  wallet: EmbeddedWallet,
  parameters: {
    view: 'ConnectingPasskey' | 'AddPasskey'
    request(session: AuthSession): Promise<answer>
    done(answer: answer): Promise<void> | void
  },
): Promise<void> {
  const { view } = parameters
  const { router } = context.stores
  const flow = {}
  current.set(context, flow)
  if (router.getState().view === view) router.setState({ data: {} })
  else pushView(context, view)
  const isCurrent = () => current.get(context) === flow && router.getState().view === view
  try {
    const session = await wallet.load()
    if (!isCurrent()) return
    const answer = await parameters.request(session)
    if (!isCurrent()) return
    await parameters.done(answer)
  } catch (error) {
    if (!isCurrent()) return
    if (isUserRejectedError(error)) goBack(context)
    else router.setState({ data: { error: passkeyMessage(context, error) } })
  }
}
