// The server.
export {
  type AuthProject,
  type AuthRateLimits,
  type AuthServerConfig,
  loadConfig,
} from '../config.js'
export {
  type AuthServerDependencies,
  createAuthServer,
  MAX_BODY_BYTES,
} from '../createAuthServer.js'
export { createSql, type Sql } from '../db/createSql.js'
export { migrate } from '../db/migrate.js'
export { createMailer } from '../mail/createMailer.js'
export type { Session } from '../sessions/issueSession.js'
export { createSocialProviders, socialRedirectUri } from '../social/createSocialProviders.js'
export { parseSocialProviders, type SocialProviderConfig } from '../social/socialConfig.js'
export {
  SocialError,
  type SocialFailure,
  type SocialProfile,
  type SocialProvider,
} from '../social/types.js'
export {
  type StartAuthServerParameters,
  type StartAuthServerReturnType,
  startAuthServer,
} from '../startAuthServer.js'

// Development and end-to-end tests.
export {
  DEV_ALLOWED_ORIGINS,
  DEV_OIDC_ISSUER,
  devSocialProviders,
} from '../testing/devAuthServerEnv.js'
export { type ReadLatestCodeOptions, readLatestCode } from '../testing/readLatestCode.js'
export {
  type AuthService,
  type StartAuthServicesOptions,
  startAuthServices,
} from '../testing/startAuthServices.js'
export { type LocalOidcProvider, startOidcProvider } from '../testing/startOidcProvider.js'
export {
  type StartPostgresParameters,
  type StartPostgresReturnType,
  startPostgres,
} from '../testing/startPostgres.js'
