import * as z from 'zod/mini'

// The values the frame protocol carries (frameProtocol.ts) and the answers its requests give.

// Only zod features startup already ships (no z.union, z.int, z.regex): the lazy auth chunk shares
// zod's modules with startup, so anything new here would grow startup (see data/untrusted.ts).
/** A request's id: 1 to 64 characters. */
export const id = z.string().check(z.minLength(1), z.maxLength(64))
/** An email address as login forms check it: one `@`, a dot in the domain, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const matching = (pattern: RegExp) => z.refine<string>((value) => pattern.test(value))
/** An email address (see {@link EMAIL_PATTERN}), at most 254 characters. */
export const email = z.string().check(z.maxLength(254), matching(EMAIL_PATTERN))
/** A 20-byte hex address, `0x`-prefixed, any case. */
export const hexAddress = z.string().check(matching(/^0x[0-9a-fA-F]{40}$/))
/** An integer from `min` to `max`. */
export const integer = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.number().check(z.minimum(min), z.maximum(max), z.refine<number>(Number.isInteger))
/** A BCP 47 language tag, e.g. `de`, `pt-BR`, `zh-Hant-TW`. */
export const localeTag = z
  .string()
  .check(z.maxLength(64), matching(/^[A-Za-z]{2,8}(?:-[A-Za-z0-9]{1,8})*$/))
/** An http(s) URL, at most 2048 characters. */
export const httpUrl = z.string().check(
  z.maxLength(2048),
  z.refine((value) => /^https?:\/\//.test(value) && URL.canParse(value)),
)

/** An account's type: the owner's own key (`eoa`) or a smart account it controls. */
export const accountType = z.enum(['eoa', 'smartAccount'])

/**
 * One eip155 network the frame may use: its id, name, RPC URL and native currency; `smartAccount`
 * when the integrator gives it smart accounts: `type` `'4337'` (an ERC-4337 account at its own
 * counterfactual address, deployed by its first user operation) or `'7702'` (the EOA itself,
 * upgraded by an EIP-7702 authorisation on first use; the chain needs Prague), the ERC-4337
 * bundler's URL and, optionally, an ERC-7677 paymaster's URL (sponsored fees). Without it the
 * network is EOA only. The accounts' contracts are the frame's own constants, never the host's.
 */
export const authFrameNetworkSchema = z.object({
  chainId: integer(1),
  name: z.string().check(z.maxLength(100)),
  rpcUrl: httpUrl,
  nativeCurrency: z.object({
    symbol: z.string().check(z.maxLength(16)),
    decimals: integer(0, 36),
  }),
  smartAccount: z.optional(
    z.object({
      type: z.enum(['4337', '7702']),
      bundlerUrl: httpUrl,
      paymasterUrl: z.optional(httpUrl),
    }),
  ),
})
/** An eip155 network handed to the frame (see {@link authFrameNetworkSchema}). */
export type AuthFrameNetwork = z.infer<typeof authFrameNetworkSchema>

/**
 * One Solana network the frame may use: `reference`, its CAIP-2 reference (the genesis hash's
 * first 32 base58 characters, 32 to 44 characters), name, RPC URL and native currency (SOL:
 * 9 decimals, amounts in lamports).
 */
export const authFrameSolanaNetworkSchema = z.object({
  reference: z.string().check(matching(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)),
  name: z.string().check(z.maxLength(100)),
  rpcUrl: httpUrl,
  nativeCurrency: z.object({
    symbol: z.string().check(z.maxLength(16)),
    decimals: integer(0, 36),
  }),
})
/** A Solana network handed to the frame (see {@link authFrameSolanaNetworkSchema}). */
export type AuthFrameSolanaNetwork = z.infer<typeof authFrameSolanaNetworkSchema>

/** A social login's id as the auth server names it (`google`, `my-oidc`, `farcaster`). */
export const socialId = z.string().check(z.maxLength(32), matching(/^[a-z0-9][a-z0-9-]*$/))
/** A login attempt's id (a UUID, lowercase). */
export const attemptId = z.string().check(matching(/^[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}$/))
/**
 * The secret the auth server gives only the browser that logged in, on the host origin: 32 random
 * bytes, base64url; the session is released only with it and the attempt's key.
 */
export const completion = z.string().check(matching(/^[A-Za-z0-9_-]{43}$/))

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
 * `startFarcaster`'s answer: the attempt's id, the Farcaster relay channel's URL (what the QR code
 * holds and "Open Farcaster" opens) and when the attempt expires (ISO 8601).
 */
export const authFrameFarcasterStartSchema = z.object({
  attemptId,
  url: httpUrl,
  expiresAt: z.string().check(z.maxLength(64)),
})
/** See {@link authFrameFarcasterStartSchema}. */
export type AuthFrameFarcasterStart = z.infer<typeof authFrameFarcasterStartSchema>

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

/**
 * `getAccounts`' and `setAccountType`'s answer, for the active chain: `accountType`, the type in
 * use there (`eoa` where the network has no smart accounts, whatever the preference);
 * `accounts`, the wallet's accounts with their types, the active one first (ERC-4337: the smart
 * account and its owner EOA; EIP-7702: the one address, typed as in use); `smartAccountDeployed`,
 * whether the smart account has code on the chain (EIP-7702: the delegation designator), `false`
 * on EOA-only networks.
 */
export const authFrameAccountsSchema = z.object({
  accountType,
  accounts: z
    .array(z.object({ address: hexAddress, type: accountType }))
    .check(z.minLength(1), z.maxLength(2)),
  smartAccountDeployed: z.boolean(),
})
/** See {@link authFrameAccountsSchema}. */
export type AuthFrameAccounts = z.infer<typeof authFrameAccountsSchema>
