import * as z from 'zod/mini'

/**
 * The wire format between Latch (the host page) and the secure auth frame (DESIGN.md §8, spec §7
 * "cross-frame messages"). Every message carries `latch: 'auth'`; each side parses what it receives
 * with these schemas, checks `event.origin` and `event.source`, and ignores anything else.
 *
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
  z.number().check(
    z.minimum(min),
    z.maximum(max),
    z.refine<number>((value) => Number.isInteger(value)),
  )
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

/** The signed-in user and the embedded wallet's address, as the frame reports them. */
export const authFrameSessionSchema = z.object({ email, address: hexAddress })

/** See {@link authFrameSessionSchema}. */
export type AuthFrameSession = z.infer<typeof authFrameSessionSchema>

const request = <type extends string, shape extends z.core.$ZodLooseShape>(
  type: type,
  shape: shape,
) => z.object({ latch: z.literal('auth'), id, type: z.literal(type), ...shape })

/**
 * What the host asks the frame (each answered by one response with the same `id`):
 * - `init`: the integrator's eip155 networks and the active chain; answers
 *   `{ session: AuthFrameSession | null }`, restoring a stored session without a new code.
 *   Accepted once per frame load (a second is refused with 4100 'The frame is already
 *   initialized: init is accepted once per frame load.'). A network's `rpcUrl` serves the dapp's
 *   reads (and sending when the project trusts no RPC for that chain); what the approval shows is
 *   read through the RPC URLs the auth server's project configures, never through it.
 * - `sendCode`: emails a one-time code to `email`, then shows the frame's own code form (the
 *   code is typed inside the frame, never in the host page); answers `{ expiresAt }` (ISO 8601).
 * - `awaitLogin`: answers `AuthFrameSession` once the user typed the right code in the frame's
 *   form and the wallet is loaded or created (no deadline); rejected with 4001 by `rejectPending`
 *   (the user left Confirm Email) or `signOut`.
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
 * needed), `rate_limited`, `network` (the auth server could not be reached).
 */
export const authFrameErrorReasonSchema = z.enum([
  'invalid_code',
  'expired_code',
  'locked',
  'rate_limited',
  'network',
])

/** See {@link authFrameErrorReasonSchema}. */
export type AuthFrameErrorReason = z.infer<typeof authFrameErrorReasonSchema>

/**
 * The frame's answer to one request: `ok` with `result`, or an error with an EIP-1193 `code`
 * (4001 user rejected, 4100 unauthorized, 4200 unsupported method, 4900 disconnected, -32602
 * invalid params, -32603 internal) and, for login failures, a `reason`.
 */
export const authFrameResponseSchemas = [
  z.object({
    latch: z.literal('auth'),
    type: z.literal('response'),
    id,
    ok: z.literal(true),
    result: z.unknown(),
  }),
  z.object({
    latch: z.literal('auth'),
    type: z.literal('response'),
    id,
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
  z.object({ latch: z.literal('auth'), type: z.literal('event'), event: z.literal('ready') }),
  z.object({
    latch: z.literal('auth'),
    type: z.literal('event'),
    event: z.literal('approvalRequired'),
  }),
  z.object({
    latch: z.literal('auth'),
    type: z.literal('event'),
    event: z.literal('approvalSettled'),
  }),
  z.object({
    latch: z.literal('auth'),
    type: z.literal('event'),
    event: z.literal('chainChanged'),
    chainId: integer(1),
  }),
  z.object({
    latch: z.literal('auth'),
    type: z.literal('event'),
    event: z.literal('accountsChanged'),
    accounts: z.array(hexAddress).check(z.maxLength(10)),
  }),
  z.object({
    latch: z.literal('auth'),
    type: z.literal('event'),
    event: z.literal('sessionEnded'),
  }),
  z.object({
    latch: z.literal('auth'),
    type: z.literal('event'),
    event: z.literal('unverifiedDomain'),
  }),
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

/**
 * EIP-1193 methods the embedded wallet runs without asking (spec §5/§6 safe list): reads, chain id,
 * accounts, fees, and switching among the integrator's networks.
 */
export const AUTH_SAFE_METHODS: readonly string[] = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'net_version',
  'eth_blockNumber',
  'eth_getBalance',
  'eth_call',
  'eth_estimateGas',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_getTransactionCount',
  'eth_getTransactionByHash',
  'eth_getTransactionReceipt',
  'eth_getBlockByNumber',
  'eth_getBlockByHash',
  'eth_getCode',
  'eth_getLogs',
  'eth_getStorageAt',
  'wallet_switchEthereumChain',
  'wallet_getCapabilities',
]

/**
 * EIP-1193 methods that need the user's approval inside the frame (spec §5/§6: signing, sending
 * transactions). Methods on neither list are refused: 'Requested RPC call is not allowed'.
 */
export const AUTH_UNSAFE_METHODS: readonly string[] = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
]
