import type { AuthClientError } from '@farcaster/auth-client'
import { parseSiweMessage } from 'viem/siwe'
import type { FarcasterClient } from './createFarcasterClient.js'
import { FARCASTER_USERNAME_PATTERNS } from './relayAnswers.js'
import { FarcasterError, type FarcasterFailure } from './types.js'

/** viem's errors for an RPC that could not be reached or did not answer in time. */
const TRANSPORT_ERRORS = new Set([
  'HttpRequestError',
  'TimeoutError',
  'WebSocketRequestError',
  'SocketClosedError',
])

/** Whether `error` or one of its causes says the RPC could not be reached. */
function isTransportError(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 10; depth++) {
    if (TRANSPORT_ERRORS.has(cause.name)) return true
    cause = cause.cause
  }
  return false
}

/** What the signed message says, when viem can parse it (nothing is trusted from it here). */
function readMessage(message: string) {
  try {
    return parseSiweMessage(message)
  } catch {
    return {}
  }
}

/**
 * Names why `@farcaster/auth-client`'s `verifySignInMessage` refused a message.
 *
 * @param error The library's error (`errCode` and message, or a viem error as its `cause`).
 * @param expected The attempt's `nonce` and `domain`, the signed `message` and the time `now`.
 * @returns `optimism_rpc_unavailable` when the RPC could not be read; else the refusal: the
 *   nonce, the domain, the time window (`expirationTime` passed or `notBefore` to come), the
 *   message's form, the signature, or the signer.
 */
export function toFarcasterFailure(
  error: Pick<AuthClientError, 'errCode' | 'message' | 'cause'> | undefined,
  expected: { nonce: string; domain: string; message: string; now: Date },
): FarcasterFailure {
  if (!error) return 'invalid_message'
  if (isTransportError(error)) return 'optimism_rpc_unavailable'
  const parsed = readMessage(expected.message)
  const now = expected.now.getTime()
  const outOfTime =
    (parsed.expirationTime !== undefined && parsed.expirationTime.getTime() <= now) ||
    (parsed.notBefore !== undefined && parsed.notBefore.getTime() > now)
  switch (error.errCode) {
    case 'bad_request.validation_failure':
      return outOfTime ? 'expired_message' : 'invalid_message'
    case 'unauthorized':
      if (parsed.nonce !== expected.nonce) return 'invalid_nonce'
      if (parsed.domain !== expected.domain) return 'invalid_domain'
      if (outOfTime) return 'expired_message'
      return error.message === 'Failed to verify message'
        ? 'invalid_signature'
        : 'unauthorized_signer'
    case 'unavailable':
      // The registries could not be read (a reverting or missing contract counts too).
      return 'optimism_rpc_unavailable'
    default:
      // `unknown`: viem threw while checking the signature (malformed), not a transport error.
      return 'invalid_signature'
  }
}

/** A sign-in the relay reported completed: the message, its signature, and the relay's claims. */
export type CompletedSignIn = {
  message: string
  signature: `0x${string}`
  /** The fid the relay says signed; must be the message's. */
  fid: number
  /** The username the relay reports; kept only when its fid is the message's. */
  username?: string | undefined
}

/**
 * Verifies a completed Sign In With Farcaster on Optimism (`verifySignInMessage`, auth addresses
 * accepted): the SIWF form (statement, chain id 10, fid resource), the attempt's `nonce` and
 * `domain`, the time window, the signature (EOA, ERC-1271, ERC-6492) and that the signer is the
 * fid's custody address or an auth address it approved (key type 2, state 1).
 *
 * @param expected The attempt's `nonce` and `domain`, and the time `now`.
 * @returns The verified fid and the relay's username when it reported that same fid and it is an
 *   fname or an ENS `.eth` name in lower case (else none).
 * @throws {FarcasterError} a {@link FarcasterFailure}: a refusal, `invalid_message` when the
 *   relay's fid is not the message's, or `optimism_rpc_unavailable`.
 */
export async function verifyFarcasterLogin(
  client: Pick<FarcasterClient, 'verifySignInMessage'>,
  signIn: CompletedSignIn,
  expected: { nonce: string; domain: string; now: Date },
): Promise<{ fid: number; username: string | undefined }> {
  const { message, signature } = signIn
  const verified = await client.verifySignInMessage({
    nonce: expected.nonce,
    domain: expected.domain,
    message,
    signature,
    acceptAuthAddress: true,
  })
  if (verified.isError) {
    const reason = toFarcasterFailure(verified.error, { ...expected, message })
    throw new FarcasterError(reason, { cause: verified.error })
  }
  if (verified.fid !== signIn.fid)
    throw new FarcasterError('invalid_message', {
      cause: new Error(`the relay says fid ${signIn.fid}, the message ${verified.fid}`),
    })
  const { username } = signIn
  return {
    fid: verified.fid,
    username:
      username && FARCASTER_USERNAME_PATTERNS.some((pattern) => pattern.test(username))
        ? username
        : undefined,
  }
}
