import * as z from 'zod/mini'

/**
 * The wire format between Latch (the host page) and the secure auth frame (DESIGN.md §8, spec §7
 * "cross-frame messages"). Every message carries `latch: 'auth'`; each side parses what it receives
 * with these schemas, checks `event.origin` and `event.source`, and ignores anything else.
 *
 * Host → frame: {@link AuthFrameRequest}s, each with a fresh `id`; the frame answers each with one
 * {@link AuthFrameResponse} carrying the same `id`. Frame → host, unasked: {@link AuthFrameEvent}s.
 */

const id = z.string().check(z.minLength(1), z.maxLength(64))
const email = z.string().check(z.maxLength(254), z.email())
const hexAddress = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
const httpUrl = z.string().check(
  z.maxLength(2048),
  z.refine((value) => /^https?:\/\//.test(value) && URL.canParse(value)),
)

/** One eip155 network the frame may use: its id, name, RPC URL and native currency. */
export const authFrameNetworkSchema = z.object({
  chainId: z.number().check(z.int(), z.positive()),
  name: z.string().check(z.maxLength(100)),
  rpcUrl: httpUrl,
  nativeCurrency: z.object({
    symbol: z.string().check(z.maxLength(16)),
    decimals: z.number().check(z.int(), z.nonnegative(), z.maximum(36)),
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
 * - `sendCode`: emails a one-time code; answers `{ expiresAt }` (ISO 8601).
 * - `verifyCode`: checks the code, then loads or creates the wallet; answers `AuthFrameSession`.
 * - `request`: an EIP-1193 request (`{ method, params }`); answers its result. Unsafe methods wait
 *   for the user's Approve/Reject inside the frame (spec §6).
 * - `rejectPending`: rejects every request waiting for approval with EIP-1193 4001; answers `null`.
 * - `signOut`: ends the session on the server and in the frame; answers `null`.
 * - `theme`: `themeMode` for the frame's own page; answers `null`.
 */
export const authFrameRequestSchema = z.discriminatedUnion('type', [
  request('init', {
    networks: z.array(authFrameNetworkSchema).check(z.minLength(1), z.maxLength(100)),
    chainId: z.number().check(z.int(), z.positive()),
  }),
  request('sendCode', { email }),
  request('verifyCode', { email, code: z.string().check(z.regex(/^\d{6}$/)) }),
  request('request', {
    method: z.string().check(z.minLength(1), z.maxLength(100)),
    params: z.optional(z.unknown()),
  }),
  request('rejectPending', {}),
  request('signOut', {}),
  request('theme', { mode: z.enum(['light', 'dark']) }),
])

/** See {@link authFrameRequestSchema}. */
export type AuthFrameRequest = z.infer<typeof authFrameRequestSchema>

/**
 * Why a `sendCode`/`verifyCode` failed, so the host can show its own words: `invalid_code` (wrong
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
export const authFrameResponseSchema = z.union([
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
      code: z.number().check(z.int()),
      message: z.string().check(z.maxLength(500)),
      reason: z.optional(authFrameErrorReasonSchema),
      attemptsLeft: z.optional(z.number().check(z.int(), z.nonnegative())),
    }),
  }),
])

/** See {@link authFrameResponseSchema}. */
export type AuthFrameResponse = z.infer<typeof authFrameResponseSchema>

/**
 * What the frame tells the host unasked:
 * - `ready`: the page loaded and checked the host origin; requests may follow.
 * - `approvalRequired`: an unsafe request waits for the user: the host shows the frame in the
 *   "Approve Transaction" view (spec §2).
 * - `approvalSettled`: no request waits any more (approved or rejected).
 * - `chainChanged` (`chainId`), `accountsChanged` (`accounts`): EIP-1193 events.
 * - `sessionEnded`: the session expired or was revoked; the host disconnects.
 */
export const authFrameEventSchema = z.discriminatedUnion('event', [
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
    chainId: z.number().check(z.int(), z.positive()),
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
])

/** See {@link authFrameEventSchema}. */
export type AuthFrameEvent = z.infer<typeof authFrameEventSchema>

/** Anything the frame posts to the host. */
export const authFrameMessageSchema = z.union([authFrameResponseSchema, authFrameEventSchema])

/** See {@link authFrameMessageSchema}. */
export type AuthFrameMessage = z.infer<typeof authFrameMessageSchema>

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
