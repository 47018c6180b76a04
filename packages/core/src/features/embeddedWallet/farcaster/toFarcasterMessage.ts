import type { LatchContext } from '../../../client/context.js'
import type { Message } from '../../../state/types.js'
import { AuthFrameError } from '../createFrameChannel.js'
import { frameErrorMessage } from '../frameErrorMessage.js'
import type { AuthFrameErrorReason } from '../frameProtocol.js'

/** The ConnectingFarcaster message of each frame error reason (anything else: `failed`). */
const keys: Partial<Record<AuthFrameErrorReason, string>> = {
  relay_unavailable: 'connectingFarcaster.relayUnavailable',
  optimism_rpc_unavailable: 'connectingFarcaster.rpcUnavailable',
  farcaster_refused: 'connectingFarcaster.refused',
  farcaster_expired: 'connectingFarcaster.expired',
  passkey_required: 'passkey.required',
}

/**
 * What a failed Farcaster login tells the user, as a catalogue key: the frame's reason (the relay
 * or the Optimism RPC down, the sign-in refused by the auth server, the QR code expired, a wallet
 * a passkey protects on a new device), else `connectingFarcaster.failed`; `undefined` when it was
 * cancelled (code 4001). Logs the failure once at `info` (`warn` for an unexpected error).
 */
export function toFarcasterMessage(context: LatchContext, error: unknown): Message | undefined {
  if (error instanceof AuthFrameError && error.code === 4001) return undefined
  return frameErrorMessage(context, error, {
    keys,
    fallback: 'connectingFarcaster.failed',
    what: 'The Farcaster login',
  })
}
