/** How long a provider may take for one step (token exchange, profile), in milliseconds. */
export const PROVIDER_TIMEOUT_MS = 10_000

/**
 * Why a social login failed, as the routes answer it (`reason`) and audit it:
 * - `access_denied`: the user refused at the provider (or the provider answered `error=…`);
 * - `nonce_mismatch`: the ID token's `nonce` is not the attempt's;
 * - `invalid_id_token`: the ID token is from another issuer or audience, expired or malformed;
 * - `expired_code`: the provider refused the code (`invalid_grant`: expired or already used);
 * - `provider_unavailable`: the provider could not be reached, answered 5xx or took too long;
 * - `provider_error`: any other answer the provider should not have given;
 * - `email_unverified`: the provider says the account's email address is not verified.
 */
export type SocialFailure =
  | 'access_denied'
  | 'nonce_mismatch'
  | 'invalid_id_token'
  | 'expired_code'
  | 'provider_unavailable'
  | 'provider_error'
  | 'email_unverified'

/**
 * A social login refused for a {@link SocialFailure} reason; the only error providers throw.
 * Its message is `Social login failed: {reason}`.
 *
 * @param options.detail Facts added to the refusal's audit row (no secret), e.g. both issuers.
 */
export class SocialError extends Error {
  override readonly name = 'SocialError'
  readonly reason: SocialFailure
  /** Facts added to the `social_refused` audit row's `detail`. */
  readonly detail: Readonly<Record<string, string>> | undefined

  constructor(
    reason: SocialFailure,
    options?: ErrorOptions & { detail?: Readonly<Record<string, string>> },
  ) {
    super(`Social login failed: ${reason}`, options)
    this.reason = reason
    this.detail = options?.detail
  }
}

/** Who logged in, as the provider says: never a token or any other secret. */
export type SocialProfile = {
  /** The provider's stable id of the account (OIDC `sub`, GitHub's numeric id as a string…). */
  subject: string
  /** The ID token's `iss`, or the provider's fixed name for a non-OIDC provider (`github`). */
  issuer: string
  email?: string | undefined
  /** `true`/`false` as the provider says; `undefined` when it gives no flag (Facebook, X). */
  emailVerified?: boolean | undefined
  /** A display name or handle (`preferred_username`, GitHub's login, X's username…). */
  username?: string | undefined
}

/** The provider URL of one login attempt and the secrets the callback must match. */
export type AuthorizationRequest = {
  /** Where the user's browser is sent (the authorize endpoint with every parameter). */
  url: URL
  state: string
  /** OIDC and Apple only. */
  nonce?: string | undefined
  /** PKCE (RFC 7636, S256) where the provider takes it. */
  codeVerifier?: string | undefined
}

/** The values an attempt stored at {@link SocialProvider.createAuthorization}, checked at the callback. */
export type ExpectedAuthorization = {
  state: string
  nonce?: string | undefined
  codeVerifier?: string | undefined
}

/** One configured login provider, as the social routes use it. */
export type SocialProvider = {
  /** The integrator's id (`google`, `acme`): the path segment in `/v1/social/{id}/…`. */
  id: string
  /** The name shown on its button ("Google"). */
  name: string
  /**
   * Makes a new authorization request (fresh state, nonce and PKCE verifier).
   *
   * @throws {SocialError} `provider_unavailable` when the issuer's discovery fails or takes over 5 s.
   */
  createAuthorization(): Promise<AuthorizationRequest>
  /**
   * Finishes a login from the provider's redirect (query) or form post (Apple): checks the
   * answer against `expected`, exchanges the code and reads the profile.
   *
   * @param parameters.callback The callback request as received (URL with query, or a form POST).
   * @throws {SocialError} and never anything else: unexpected errors become `provider_error` (logged).
   */
  exchange(parameters: {
    callback: Request
    expected: ExpectedAuthorization
  }): Promise<SocialProfile>
}
