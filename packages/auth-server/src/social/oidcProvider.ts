import * as oidc from 'openid-client'
import * as z from 'zod'
import { logServerError } from '../http/loggingErrors.js'
import { isLoopbackHttp } from './isLoopbackHttp.js'
import { readCallbackParameters } from './readCallbackParameters.js'
import type { SocialProviderConfig } from './socialConfig.js'
import { toSocialError } from './toSocialError.js'
import {
  type AuthorizationRequest,
  SocialError,
  type SocialProfile,
  type SocialProvider,
} from './types.js'

/** How long discovery and each later request to an issuer may take, in seconds. */
export const OIDC_TIMEOUT_SECONDS = 5

const claimsSchema = z.looseObject({
  iss: z.string(),
  sub: z.string().min(1).max(255),
  email: z.string().max(254).optional(),
  // Some issuers send the flag as a string.
  email_verified: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
    .optional(),
  preferred_username: z.string().max(100).optional(),
  name: z.string().max(100).optional(),
})

/** The client authentications Latch uses, in the order an issuer's metadata lists them. */
function chooseClientAuth(
  metadata: oidc.ServerMetadata,
  clientSecret: string,
): oidc.ClientAuth | undefined {
  // RFC 8414 §2: an issuer that lists none supports client_secret_basic.
  const listed = metadata.token_endpoint_auth_methods_supported ?? ['client_secret_basic']
  const method = listed.find((m) => m === 'client_secret_basic' || m === 'client_secret_post')
  if (method === 'client_secret_basic') return oidc.ClientSecretBasic(clientSecret)
  if (method === 'client_secret_post') return oidc.ClientSecretPost(clientSecret)
  return undefined
}

/**
 * An OpenID Connect provider through openid-client: the issuer's metadata is discovered at the
 * first login (`/.well-known/openid-configuration`, at most 5 s; retried at the next login when
 * it failed), the client authenticates with `client_secret_basic` or `client_secret_post`,
 * whichever the metadata lists first, and every login uses PKCE (S256), `state` and `nonce`. The
 * ID token's `iss`, `aud`, `exp`, `iat` and `nonce` are checked by openid-client; its signature
 * is not (it comes straight from the token endpoint over TLS, OIDC Core §3.1.3.7). When the ID
 * token has no email, the userinfo endpoint is asked. `http:` issuers are allowed on loopback only
 * (the parser refuses others).
 *
 * @param config An entry with `kind: 'oidc'`.
 * @param parameters.redirectUri `{publicUrl}/v1/social/{id}/callback`, as registered at the issuer.
 */
export function createOidcProvider(
  config: Extract<SocialProviderConfig, { kind: 'oidc' }>,
  parameters: { redirectUri: string },
): SocialProvider {
  const { redirectUri } = parameters
  const insecure = isLoopbackHttp(config.issuer)
  let configuration: Promise<oidc.Configuration> | undefined

  const discover = async (): Promise<oidc.Configuration> => {
    const discovered = await oidc.discovery(
      new URL(config.issuer),
      config.clientId,
      undefined,
      undefined,
      {
        timeout: OIDC_TIMEOUT_SECONDS,
        execute: insecure ? [oidc.allowInsecureRequests] : [],
      },
    )
    const metadata = discovered.serverMetadata()
    const clientAuth = chooseClientAuth(metadata, config.clientSecret)
    if (!clientAuth) {
      logServerError(
        `social login with ${config.id}: the issuer offers none of client_secret_basic, client_secret_post (it lists ${JSON.stringify(metadata.token_endpoint_auth_methods_supported)})`,
        undefined,
      )
      throw new SocialError('provider_error')
    }
    const result = new oidc.Configuration(
      metadata,
      config.clientId,
      config.clientSecret,
      clientAuth,
    )
    result.timeout = OIDC_TIMEOUT_SECONDS
    if (insecure) oidc.allowInsecureRequests(result)
    return result
  }
  const configured = async (): Promise<oidc.Configuration> => {
    configuration ??= discover()
    try {
      return await configuration
    } catch (error) {
      configuration = undefined
      throw error instanceof SocialError
        ? error
        : new SocialError('provider_unavailable', { cause: error })
    }
  }

  return {
    id: config.id,
    name: config.name,
    async createAuthorization(): Promise<AuthorizationRequest> {
      const client = await configured()
      const state = oidc.randomState()
      const nonce = oidc.randomNonce()
      const codeVerifier = oidc.randomPKCECodeVerifier()
      const url = oidc.buildAuthorizationUrl(client, {
        redirect_uri: redirectUri,
        scope: config.scopes.join(' '),
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      })
      return { url, state, nonce, codeVerifier }
    },
    async exchange({ callback, expected }): Promise<SocialProfile> {
      try {
        const client = await configured()
        const answer = new URL(redirectUri)
        answer.search = (await readCallbackParameters(callback)).toString()
        const tokens = await oidc.authorizationCodeGrant(client, answer, {
          pkceCodeVerifier: expected.codeVerifier,
          expectedState: expected.state,
          expectedNonce: expected.nonce,
          idTokenExpected: true,
        })
        let claims = claimsSchema.parse(tokens.claims())
        if (claims.email === undefined && client.serverMetadata().userinfo_endpoint) {
          const info = await oidc.fetchUserInfo(client, tokens.access_token, claims.sub)
          claims = claimsSchema.parse({ ...info, iss: claims.iss, sub: claims.sub })
        }
        return {
          subject: claims.sub,
          issuer: claims.iss,
          email: claims.email,
          emailVerified: claims.email_verified,
          username: claims.preferred_username ?? claims.name,
        }
      } catch (error) {
        throw toSocialError(error, config.id)
      }
    },
  }
}
