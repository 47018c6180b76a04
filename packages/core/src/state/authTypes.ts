/**
 * The embedded wallet's login (User): its email and/or social username, how many passkeys it has
 * (`passkeys`, 0–100) and what recovers its wallet on a new device (`recovery`: `'login'` the email
 * or social login, `'passkey'` only a passkey). Fields the auth server did not tell are absent.
 */
export type EmbeddedWalletUser = {
  email?: string
  username?: string
  passkeys?: number
  recovery?: 'login' | 'passkey'
}

/**
 * The embedded wallet's secure frame: `frameUrl` once needed; `frameVisible` while the
 * user must act in it (Approve Transaction, a passkey); `socialProviders`: the social logins it
 * offers; `passkeysOffered`: whether it offers passkeys (the auth server has them and the browser
 * can use them), absent until the frame told.
 */
export type AuthStoreState = {
  frameUrl: string | undefined
  frameVisible: boolean
  socialProviders: readonly { id: string; name: string }[] | undefined
  passkeysOffered?: boolean
}

/**
 * Where a Farcaster login shown by ConnectingFarcaster is: `'starting'` (the relay channel is being
 * made; no URL yet), `'waiting'` (the channel's URL is in eip155's `farcasterUrl`, the Farcaster
 * app is awaited), `'expired'` (the channel ran out; a new one is made on demand) or `'failed'`
 * (the router's `error` says why; the user may try again).
 */
export type FarcasterLoginStatus = 'starting' | 'waiting' | 'expired' | 'failed'
