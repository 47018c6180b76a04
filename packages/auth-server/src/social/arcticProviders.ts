import { randomBytes } from 'node:crypto'
import {
  Apple,
  Discord,
  Facebook,
  GitHub,
  generateCodeVerifier,
  generateState,
  type OAuth2Tokens,
  Twitter,
} from 'arctic'
import { withTimeout } from '../http/withTimeout.js'
import { checkAppleIdToken } from './checkAppleIdToken.js'
import {
  fetchDiscordProfile,
  fetchFacebookProfile,
  fetchGitHubProfile,
  fetchXProfile,
} from './profiles.js'
import { readCallbackParameters } from './readCallbackParameters.js'
import type { SocialProviderConfig } from './socialConfig.js'
import { toSocialError } from './toSocialError.js'
import {
  type ExpectedAuthorization,
  PROVIDER_TIMEOUT_MS,
  SocialError,
  type SocialProfile,
  type SocialProvider,
} from './types.js'

/** A configuration handled by arctic: Apple, X, Discord, GitHub or Facebook. */
export type ArcticProviderConfig = Exclude<SocialProviderConfig, { kind: 'oidc' }>

/** What differs between the arctic providers: the URL, the code exchange and the profile. */
type ArcticFlow = {
  pkce: boolean
  nonce: boolean
  authorizationUrl(state: string, codeVerifier: string, nonce: string): URL
  exchange(code: string, codeVerifier: string | undefined): Promise<OAuth2Tokens>
  profile(
    tokens: OAuth2Tokens,
    callback: URLSearchParams,
    expected: ExpectedAuthorization,
  ): Promise<SocialProfile>
}

function arcticFlow(
  config: ArcticProviderConfig,
  redirectUri: string,
  now: () => Date,
): ArcticFlow {
  switch (config.kind) {
    case 'apple': {
      const apple = new Apple(
        config.clientId,
        config.teamId,
        config.keyId,
        config.privateKey,
        redirectUri,
      )
      return {
        pkce: false,
        nonce: true,
        authorizationUrl: (state, _verifier, nonce) => {
          const url = apple.createAuthorizationURL(state, config.scopes)
          // Apple sends name and email scopes' answers only by form post.
          url.searchParams.set('response_mode', 'form_post')
          url.searchParams.set('nonce', nonce)
          return url
        },
        exchange: (code) => apple.validateAuthorizationCode(code),
        profile: async (tokens, callback, expected) =>
          checkAppleIdToken(tokens.idToken(), {
            clientId: config.clientId,
            nonce: expected.nonce,
            now: now(),
            userField: callback.get('user'),
          }),
      }
    }
    case 'x': {
      const x = new Twitter(config.clientId, config.clientSecret, redirectUri)
      return {
        pkce: true,
        nonce: false,
        authorizationUrl: (state, verifier) =>
          x.createAuthorizationURL(state, verifier, config.scopes),
        exchange: (code, verifier) => x.validateAuthorizationCode(code, verifier ?? ''),
        profile: (tokens) => fetchXProfile(tokens.accessToken()),
      }
    }
    case 'discord': {
      const discord = new Discord(config.clientId, config.clientSecret, redirectUri)
      return {
        pkce: true,
        nonce: false,
        authorizationUrl: (state, verifier) =>
          discord.createAuthorizationURL(state, verifier, config.scopes),
        exchange: (code, verifier) => discord.validateAuthorizationCode(code, verifier ?? null),
        profile: (tokens) => fetchDiscordProfile(tokens.accessToken()),
      }
    }
    case 'github': {
      const github = new GitHub(config.clientId, config.clientSecret, redirectUri)
      return {
        pkce: false,
        nonce: false,
        authorizationUrl: (state) => github.createAuthorizationURL(state, config.scopes),
        exchange: (code) => github.validateAuthorizationCode(code),
        profile: (tokens) => fetchGitHubProfile(tokens.accessToken()),
      }
    }
    case 'facebook': {
      const facebook = new Facebook(config.clientId, config.clientSecret, redirectUri)
      return {
        pkce: false,
        nonce: false,
        authorizationUrl: (state) => facebook.createAuthorizationURL(state, config.scopes),
        exchange: (code) => facebook.validateAuthorizationCode(code),
        profile: (tokens) => fetchFacebookProfile(tokens.accessToken()),
      }
    }
  }
}

/** The provider's refusal on the callback (`error=…`): the user's own, or anything else. */
function callbackError(error: string): SocialError {
  // Apple answers `user_cancelled_authorize`; the others OAuth 2.0's `access_denied`.
  return new SocialError(
    error === 'access_denied' || error === 'user_cancelled_authorize'
      ? 'access_denied'
      : 'provider_error',
  )
}

/**
 * A provider whose OAuth 2.0 is not plain OpenID Connect, through arctic: Apple (ES256 client
 * secret made from the `.p8` key, `response_mode=form_post`, `nonce` and the ID token's claims
 * checked here), X (PKCE, no email), Discord (PKCE, `verified` email flag), GitHub (primary
 * email from `/user/emails`) and Facebook (no verified flag). PKCE is used where the provider
 * takes it; every step is bounded to 10 s.
 *
 * @param parameters.redirectUri `{publicUrl}/v1/social/{id}/callback`, as registered at the provider.
 * @param parameters.now The server's clock (Apple's ID token expiry).
 */
export function createArcticProvider(
  config: ArcticProviderConfig,
  parameters: { redirectUri: string; now?: () => Date },
): SocialProvider {
  const flow = arcticFlow(config, parameters.redirectUri, parameters.now ?? (() => new Date()))
  return {
    id: config.id,
    name: config.name,
    async createAuthorization() {
      const state = generateState()
      const codeVerifier = flow.pkce ? generateCodeVerifier() : undefined
      const nonce = flow.nonce ? randomBytes(32).toString('base64url') : undefined
      const url = flow.authorizationUrl(state, codeVerifier ?? '', nonce ?? '')
      return { url, state, nonce, codeVerifier }
    },
    async exchange({ callback, expected }) {
      try {
        const answer = await readCallbackParameters(callback)
        const error = answer.get('error')
        if (error) throw callbackError(error)
        const code = answer.get('code')
        if (answer.get('state') !== expected.state || !code) throw new SocialError('provider_error')
        const tokens = await withTimeout(
          flow.exchange(code, expected.codeVerifier),
          PROVIDER_TIMEOUT_MS,
          () => new SocialError('provider_unavailable'),
        )
        return await flow.profile(tokens, answer, expected)
      } catch (error) {
        throw toSocialError(error, config.id)
      }
    },
  }
}
