import { randomBytes } from 'node:crypto'
import type {
  AuthorizationRequest,
  ExpectedAuthorization,
  SocialError,
  SocialProfile,
  SocialProvider,
} from '../social/types.js'

/** A {@link SocialProvider} for route tests, whose next answers the test sets. */
export type StubSocialProvider = SocialProvider & {
  /** What the next `exchange` gives: a profile, or a `SocialError` to throw. */
  nextLogin: SocialProfile | SocialError
  /** When set, `createAuthorization` throws it (a provider down at discovery). */
  startError: SocialError | undefined
  /** The authorization requests made, oldest first. */
  authorizations: AuthorizationRequest[]
  /** What each `exchange` was asked to check, oldest first. */
  exchanges: ExpectedAuthorization[]
}

/**
 * Makes a provider that sends browsers to `https://{id}.provider.example/auth?state=…` and
 * answers `exchange` with {@link StubSocialProvider.nextLogin}.
 */
export function createStubSocialProvider(id: string, name = id): StubSocialProvider {
  const stub: StubSocialProvider = {
    id,
    name,
    nextLogin: { subject: 'subject-1', issuer: `https://${id}.provider.example` },
    startError: undefined,
    authorizations: [],
    exchanges: [],
    async createAuthorization() {
      if (stub.startError) throw stub.startError
      const state = randomBytes(16).toString('base64url')
      const url = new URL(`https://${id}.provider.example/auth`)
      url.searchParams.set('state', state)
      const request = { url, state, nonce: `nonce-${state}`, codeVerifier: `verifier-${state}` }
      stub.authorizations.push(request)
      return request
    },
    async exchange({ expected }) {
      stub.exchanges.push(expected)
      if (stub.nextLogin instanceof Error) throw stub.nextLogin
      return stub.nextLogin
    },
  }
  return stub
}
