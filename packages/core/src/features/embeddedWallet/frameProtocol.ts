import * as z from 'zod/mini'

/**
 * The wire format between Latch (the host page) and the secure auth frame (DESIGN.md §8, spec §7
 * "cross-frame messages"). Every message carries `latch: 'auth'`; each side parses what it receives
 * with these schemas, checks `event.origin` and `event.source`, and ignores anything else.
 * Host → frame: {@link AuthFrameRequest}s, each with a fresh `id`; the frame answers each with one
 * {@link AuthFrameResponse} carrying the same `id`. Frame → host, unasked: {@link AuthFrameEvent}s.
 */

// Only zod features startup already ships (no z.union, z.int, z.regex): the lazy auth chunk shares
// zod's modules with startup, so anything new here would grow startup (see data/untrusted.ts).
const id = z.string().check(z.minLength(1), z.maxLength(64))
/** An email address as login forms check it: one `@`, a dot in the domain, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const matching = (pattern: RegExp) => z.refine<string>((value) => pattern.test(value))
const email = z.string().check(z.maxLength(254), matching(EMAIL_PATTERN))
const hexAddress = z.string().check(matching(/^0x[0-9a-fA-F]{40}$/))
/** An integer from `min` to `max`. */
const integer = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.number().check(z.minimum(min), z.maximum(max), z.refine<number>(Number.isInteger))
/** A BCP 47 language tag, e.g. `de`, `pt-BR`, `zh-Hant-TW`. */
const localeTag = z
  .string()
  .check(z.maxLength(64), matching(/^[A-Za-z]{2,8}(?:-[A-Za-z0-9]{1,8})*$/))
const httpUrl = z.string().check(
  z.maxLength(2048),
  z.refine((value) => /^https?:\/\//.test(value) && URL.canParse(value)),
)

/** One eip155 network the frame may use: its id, name, RPC URL and native currency. */
export const authFrameNetworkSchema = z.object({
  chainId: integer(1),
  name: z.string().check(z.maxLength(100)),
  rpcUrl: httpUrl,
  nativeCurrency: z.object({
    symbol: z.string().check(z.maxLength(16)),
    decimals: integer(0, 36),
  }),
})
/** An eip155 network handed to the frame (see {@link authFrameNetworkSchema}). */
export type AuthFrameNetwork = z.infer<typeof authFrameNetworkSchema>

// A social login's id as the auth server names it (`google`, `my-oidc`), and a login attempt's.
const socialId = z.string().check(z.maxLength(32), matching(/^[a-z0-9][a-z0-9-]*$/))
const attemptId = z.string().check(matching(/^[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}$/))
// The secret the auth server gives only the browser that logged in, on the host origin: 32 random
// bytes, base64url; the session is released only with it and the attempt's key.
const completion = z.string().check(matching(/^[A-Za-z0-9_-]{43}$/))

/**
 * A social login's completion as the login popup hands it to the page that started the login
 * (`BroadcastChannel('latch-social')`, same origin): the attempt's id and its completion secret.
 */
export const socialCompletionSchema = z.object({ attemptId, completion })
/** See {@link socialCompletionSchema}. */
export type SocialCompletion = z.infer<typeof socialCompletionSchema>

const recovery = z.enum(['login', 'passkey']) // who recovers the wallet on a new device
/**
 * The wallet's address and the user: `email` if any; `username`, `provider` after a social login;
 * `passkeys`, how many the user has; `recovery` (see {@link authFramePasskeyAddedSchema}).
 */
export const authFrameSessionSchema = z.object({
  address: hexAddress,
  email: z.optional(email),
  username: z.optional(z.string().check(z.maxLength(100))),
  provider: z.optional(socialId),
  passkeys: z.optional(integer(0, 100)),
  recovery: z.optional(recovery),
})
/** See {@link authFrameSessionSchema}. */
export type AuthFrameSession = z.infer<typeof authFrameSessionSchema>

/** `startSocial`'s answer: the attempt's id and the URL to open for it (the auth server's). */
export const authFrameSocialStartSchema = z.object({ attemptId, url: httpUrl })

/**
 * `addPasskey`'s answer: the user's passkey count; who recovers the wallet on a new device
 * (`'passkey'`: only a passkey, the server cannot); `prf`, the passkey gave a PRF output (without
 * one it only logs in and recovery stays with the login).
 */
export const authFramePasskeyAddedSchema = z.object({
  passkeys: integer(1, 100),
  recovery,
  prf: z.boolean(),
})
/** See {@link authFramePasskeyAddedSchema}. */
export type AuthFramePasskeyAdded = z.infer<typeof authFramePasskeyAddedSchema>

/** The social logins the auth server offers (`init`'s `socials`), in its order. */
export const authFrameSocialsSchema = z
  .array(z.object({ id: socialId, name: z.string().check(z.maxLength(50)) }))
  .check(z.maxLength(50))

const request = <type extends string, shape extends z.core.$ZodLooseShape>(
  type: type,
  shape: shape,
) => z.object({ latch: z.literal('auth'), id, type: z.literal(type), ...shape })

/**
 * What the host asks the frame (each answered by one response with the same `id`):
 * - `init`: the integrator's eip155 networks and the active chain; answers
 *   `{ session: AuthFrameSession | null, socials, passkeys }` (see {@link authFrameSocialsSchema};
 *   `[]` when the server could not say; `passkeys: boolean`, the server offers passkeys and the
 *   browser has WebAuthn), restoring a stored session without a new code.
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
 * - `passkeyLogin`: shows the frame's own "Use a passkey" button (the prompt starts only from it);
 *   answers `AuthFrameSession` (no deadline); 4001 when the prompt is cancelled, by `rejectPending`
 *   or `signOut`; 4100 before `init`. `addPasskey`: the same for the session's user (4100 without
 *   one), "Create a passkey" then "Confirm passkey"; answers {@link authFramePasskeyAddedSchema}.
 * - `request`: an EIP-1193 request (`{ method, params }`); answers its result. Unsafe methods wait
 *   for the user's Approve/Reject in the approval window the frame opens (a top-level page at the
 *   frame's origin, out of the host page's reach; spec §6).
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
  request('passkeyLogin', {}),
  request('addPasskey', {}),
  request('request', {
    method: z.string().check(z.minLength(1), z.maxLength(100)),
    params: z.optional(z.unknown()),
  }),
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
 * `unknown_credential` (not registered here), `passkey_failed` (any other).
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
 *   "Approve Transaction" view (spec §2).
 * - `approvalSettled`: no request waits any more (approved or rejected).
 * - `chainChanged` (`chainId`), `accountsChanged` (`accounts`): EIP-1193 events.
 * - `sessionEnded`: the session expired or was revoked; the host disconnects.
 * - `unverifiedDomain`: the frame refuses this host, whose origin the project does not allow (sent
 *   instead of `ready`; spec §8 'unverified domain').
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
 * only `origin`, which must be among the project's allowed origins (spec §5) and the page that
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
