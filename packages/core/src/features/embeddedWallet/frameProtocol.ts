import * as z from 'zod/mini'

/**
 * The wire format between Latch (the host page) and the secure auth frame.
 * Every message carries `latch: 'auth'`; each side parses what it receives
 * with these schemas, checks `event.origin` and `event.source`, and ignores anything else.
 * Host → frame: {@link AuthFrameRequest}s, each with a fresh `id`; the frame answers each with one
 * {@link AuthFrameResponse} carrying the same `id`. Frame → host, unasked: {@link AuthFrameEvent}s.
 */

import {
  accountType,
  attemptId,
  authFrameNetworkSchema,
  authFrameSolanaNetworkSchema,
  completion,
  email,
  hexAddress,
  httpUrl,
  id,
  integer,
  localeTag,
  socialId,
} from './frameProtocolValues.js'

export {
  type AuthFrameAccounts,
  type AuthFrameFarcasterStart,
  type AuthFrameNetwork,
  type AuthFramePasskeyAdded,
  type AuthFrameSession,
  type AuthFrameSolanaNetwork,
  authFrameAccountsSchema,
  authFrameFarcasterStartSchema,
  authFrameNetworkSchema,
  authFramePasskeyAddedSchema,
  authFrameSessionSchema,
  authFrameSocialStartSchema,
  authFrameSocialsSchema,
  authFrameSolanaNetworkSchema,
  EMAIL_PATTERN,
  type SocialCompletion,
  socialCompletionSchema,
} from './frameProtocolValues.js'

const request = <type extends string, shape extends z.core.$ZodLooseShape>(
  type: type,
  shape: shape,
) => z.object({ latch: z.literal('auth'), id, type: z.literal(type), ...shape })

/**
 * What the host asks the frame (each answered by one response with the same `id`):
 * - `init`: the integrator's eip155 networks (with their smart-account settings, see
 *   {@link authFrameNetworkSchema}), the active chain and `accountType`, the user's preferred
 *   account type (absent: `smartAccount`; used only where the network has smart accounts); answers
 *   `{ session: AuthFrameSession | null, socials, passkeys }` (see {@link authFrameSocialsSchema};
 *   `[]` when the server could not say; `passkeys: boolean`, the server offers passkeys and the
 *   browser has WebAuthn), restoring a stored session without a new code. `solanaNetworks`
 *   (0 to 20, see {@link authFrameSolanaNetworkSchema}): the Solana networks the frame serves
 *   (`solana_*` requests); absent or empty, it serves no Solana.
 *   Accepted once per frame load (a second is refused with 4100 'The frame is already
 *   initialized: init is accepted once per frame load.'). A network's `rpcUrl` serves the dapp's
 *   reads (and sending when the project trusts no RPC for that chain); what the approval shows is
 *   read through the RPC URLs the auth server's project configures, never through it.
 * - `sendCode`: emails a one-time code to `email`, then shows the frame's own code form (the
 *   code is typed inside the frame, never in the host page); answers `{ expiresAt }` (ISO 8601).
 * - `awaitLogin`: answers `AuthFrameSession` once the user typed the right code in the frame's
 *   form and the wallet is loaded or created (no deadline); rejected with 4001 by `rejectPending`
 *   (the user left Confirm Email) or `signOut`.
 * - `startSocial`: starts a social login (`provider`, `mode` `popup` or `redirect`; `returnTo`, a
 *   page on the host's origin, is where the login ends with its completion, in both modes);
 *   answers `{ attemptId, url }` (the page to open). Refused with 4100 before `init`.
 * - `awaitSocial`: answers `AuthFrameSession` once that attempt logged in, its `completion` was
 *   given (here or by `completeSocial`) and the wallet is open (no deadline); rejected with 4001 by
 *   `cancelSocial`, `rejectPending` or `signOut`.
 * - `completeSocial`: hands the attempt's `completion` to its running `awaitSocial`, which asks the
 *   server again at once (kept for the next `awaitSocial` of that attempt when none runs); answers
 *   `null`.
 * - `cancelSocial`: abandons the attempt (on the server too); answers `null`.
 * - `startFarcaster`: starts a Sign In With Farcaster login (the auth server opens a relay
 *   channel); answers {@link authFrameFarcasterStartSchema} (the URL is what the QR code holds).
 *   Refused with 4100 before `init`.
 * - `awaitFarcaster`: answers `AuthFrameSession` once that attempt logged in and the wallet is open
 *   (no deadline); rejected with 4001 by `cancelFarcaster`, `rejectPending` or `signOut`.
 * - `cancelFarcaster`: abandons the attempt (on the server too); answers `null`.
 * - `passkeyLogin`: shows the frame's own "Use a passkey" button (the prompt starts only from it);
 *   answers `AuthFrameSession` (no deadline); 4001 when the prompt is cancelled, by `rejectPending`
 *   or `signOut`; 4100 before `init`. `addPasskey`: the same for the session's user (4100 without
 *   one), "Create a passkey" then "Confirm passkey"; answers {@link authFramePasskeyAddedSchema}.
 * - `request`: an EIP-1193 request (`{ method, params }`); answers its result. Solana's methods
 *   (`solana_getAccounts`: CAIP-10 ids `solana:{reference}:{base58 address}`, one per init Solana
 *   network; `solana_signMessage` `{ message, pubkey, chainId }` → `{ signature }`, base58, ed25519
 *   over the raw bytes; `solana_signTransaction` / `solana_signAndSendTransaction`
 *   `{ transaction: base64 wire, chainId }` → `{ signature, transaction? }`) go the same way;
 *   -32602 for an unknown `chainId`, 4100 when the signer is not the wallet. Unsafe methods wait
 *   for the user's Approve/Reject in the approval window the frame opens (a top-level page at the
 *   frame's origin, out of the host page's reach).
 * - `setAccountType`: makes `accountType` the preferred type for the session; answers
 *   {@link authFrameAccountsSchema} for the active chain and posts `accountsChanged` when the
 *   active address changed. 4100 without a session.
 * - `getAccounts`: answers {@link authFrameAccountsSchema} for the active chain. 4100 without a
 *   session.
 * - `rejectPending`: rejects every request waiting for approval with EIP-1193 4001; answers `null`.
 * - `signOut`: ends the session on the server and in the frame; answers `null`.
 * - `theme`: `themeMode` for the frame's own page; answers `null`.
 * - `locale`: the locale the integrator asked for (`tag`, BCP 47; absent: the browser's), which
 *   the frame resolves among its own catalogues as the modal does; answers `null` once its texts
 *   are loaded. The frame's texts are its own: the host names a language, never words.
 */
export const authFrameRequestSchemas = [
  request('init', {
    networks: z.array(authFrameNetworkSchema).check(z.minLength(1), z.maxLength(100)),
    chainId: integer(1),
    accountType: z.optional(accountType),
    solanaNetworks: z.optional(z.array(authFrameSolanaNetworkSchema).check(z.maxLength(20))),
  }),
  request('sendCode', { email }),
  request('awaitLogin', {}),
  request('startSocial', {
    provider: socialId,
    mode: z.enum(['popup', 'redirect']),
    returnTo: httpUrl,
  }),
  request('awaitSocial', { attemptId, completion: z.optional(completion) }),
  request('completeSocial', { attemptId, completion }),
  request('cancelSocial', { attemptId }),
  request('startFarcaster', {}),
  request('awaitFarcaster', { attemptId }),
  request('cancelFarcaster', { attemptId }),
  request('passkeyLogin', {}),
  request('addPasskey', {}),
  request('request', {
    method: z.string().check(z.minLength(1), z.maxLength(100)),
    params: z.optional(z.unknown()),
  }),
  request('setAccountType', { accountType }),
  request('getAccounts', {}),
  request('rejectPending', {}),
  request('signOut', {}),
  request('theme', { mode: z.enum(['light', 'dark']) }),
  request('locale', { tag: z.optional(localeTag) }),
] as const
/** See {@link authFrameRequestSchemas}. */
export type AuthFrameRequest = z.infer<(typeof authFrameRequestSchemas)[number]>

/**
 * Why a login step failed (`sendCode`; the frame's code form shows the others itself): `invalid_code` (wrong
 * code; `attemptsLeft` says how many remain), `expired_code`, `locked` (5 wrong codes: a new code is
 * needed), `rate_limited`, `network` (the auth server could not be reached). Social logins:
 * `social_cancelled`, `social_expired`, `access_denied` (refused at the provider),
 * `email_unverified`, `provider_unavailable`, `unknown_provider`, `social_failed` (any other).
 * Passkeys: `passkey_required` (only a passkey opens this wallet on this device), `passkey_unavailable`,
 * `unknown_credential` (not registered here), `passkey_failed` (any other). Farcaster:
 * `farcaster_refused` (the signed message did not hold), `farcaster_expired` (a new QR code is
 * needed), `relay_unavailable`, `optimism_rpc_unavailable`.
 */
export const authFrameErrorReasonSchema = z.enum([
  'invalid_code',
  'expired_code',
  'locked',
  'rate_limited',
  'network',
  'social_cancelled',
  'social_expired',
  'access_denied',
  'email_unverified',
  'provider_unavailable',
  'unknown_provider',
  'social_failed',
  'passkey_required',
  'passkey_unavailable',
  'unknown_credential',
  'passkey_failed',
  'farcaster_refused',
  'farcaster_expired',
  'relay_unavailable',
  'optimism_rpc_unavailable',
])
/** See {@link authFrameErrorReasonSchema}. */
export type AuthFrameErrorReason = z.infer<typeof authFrameErrorReasonSchema>

/**
 * The frame's answer to one request: `ok` with `result`, or an error with an EIP-1193 `code`
 * (4001 user rejected, 4100 unauthorized, 4200 unsupported method, 4900 disconnected, -32602
 * invalid params, -32603 internal) and, for login failures, a `reason`.
 */
const response = { latch: z.literal('auth'), type: z.literal('response'), id }
export const authFrameResponseSchemas = [
  z.object({ ...response, ok: z.literal(true), result: z.unknown() }),
  z.object({
    ...response,
    ok: z.literal(false),
    error: z.object({
      code: integer(Number.MIN_SAFE_INTEGER),
      message: z.string().check(z.maxLength(500)),
      reason: z.optional(authFrameErrorReasonSchema),
      attemptsLeft: z.optional(integer(0)),
    }),
  }),
] as const
/** See {@link authFrameResponseSchemas}. */
export type AuthFrameResponse = z.infer<(typeof authFrameResponseSchemas)[number]>

const event = <name extends string, shape extends z.core.$ZodLooseShape>(
  name: name,
  shape: shape,
) =>
  z.object({ latch: z.literal('auth'), type: z.literal('event'), event: z.literal(name), ...shape })

/**
 * What the frame tells the host unasked:
 * - `ready`: the page loaded and checked the host origin; requests may follow.
 * - `approvalRequired`: an unsafe request waits for the user: the host shows the frame in the
 *   "Approve Transaction" view.
 * - `approvalSettled`: no request waits any more (approved or rejected).
 * - `chainChanged` (`chainId`), `accountsChanged` (`accounts`, the active one first): EIP-1193
 *   events. A switch between a network with smart accounts and one without changes the active
 *   address: `accountsChanged` follows `chainChanged`.
 * - `sessionEnded`: the session expired or was revoked; the host disconnects.
 * - `unverifiedDomain`: the frame refuses this host, whose origin the project does not allow (sent
 *   instead of `ready`; the 'unverified domain' alert).
 */
export const authFrameEventSchemas = [
  event('ready', {}),
  event('approvalRequired', {}),
  event('approvalSettled', {}),
  event('chainChanged', { chainId: integer(1) }),
  event('accountsChanged', { accounts: z.array(hexAddress).check(z.maxLength(10)) }),
  event('sessionEnded', {}),
  event('unverifiedDomain', {}),
] as const
/** See {@link authFrameEventSchemas}. */
export type AuthFrameEvent = z.infer<(typeof authFrameEventSchemas)[number]>

/** Anything the frame posts to the host. */
export type AuthFrameMessage = AuthFrameResponse | AuthFrameEvent

/** The first of `schemas` that parses `data`, as its output; `undefined` when none does. */
function parseFirst<output>(
  schemas: readonly { safeParse(data: unknown): { success: boolean; data?: unknown } }[],
  data: unknown,
): output | undefined {
  for (const schema of schemas) {
    const parsed = schema.safeParse(data)
    if (parsed.success) return parsed.data as output
  }
  return undefined
}

/**
 * Reads what the frame posted to the host: a response or an event (unknown keys dropped).
 * @returns The message, or `undefined` when it is neither.
 */
export function parseAuthFrameMessage(data: unknown): AuthFrameMessage | undefined {
  return parseFirst<AuthFrameMessage>([...authFrameResponseSchemas, ...authFrameEventSchemas], data)
}

/**
 * Reads what the host posted to the frame (unknown keys dropped).
 * @returns The request, or `undefined` when it is none of {@link authFrameRequestSchemas}.
 */
export function parseAuthFrameRequest(data: unknown): AuthFrameRequest | undefined {
  return parseFirst<AuthFrameRequest>(authFrameRequestSchemas, data)
}

/**
 * The frame's address for a host page: `{authUrl}/frame?projectId=…&origin=…`. The frame answers
 * only `origin`, which must be among the project's allowed origins and the page that
 * embeds it; the server forbids any other page to frame it (`frame-ancestors`).
 */
export function toAuthFrameUrl(parameters: {
  authUrl: string
  projectId: string
  origin: string
}): string {
  const url = new URL(
    'frame',
    parameters.authUrl.endsWith('/') ? parameters.authUrl : `${parameters.authUrl}/`,
  )
  url.searchParams.set('projectId', parameters.projectId)
  url.searchParams.set('origin', parameters.origin)
  return url.toString()
}

export { AUTH_SAFE_METHODS, AUTH_UNSAFE_METHODS } from './authMethods.js'
