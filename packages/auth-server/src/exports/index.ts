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
export {
  type StartAuthServerParameters,
  type StartAuthServerReturnType,
  startAuthServer,
} from '../startAuthServer.js'

// Development and end-to-end tests.
export { DEV_ALLOWED_ORIGINS } from '../testing/devAuthServerEnv.js'
export { type ReadLatestCodeOptions, readLatestCode } from '../testing/readLatestCode.js'
export {
  type AuthService,
  type StartAuthServicesOptions,
  startAuthServices,
} from '../testing/startAuthServices.js'
export {
  type StartPostgresParameters,
  type StartPostgresReturnType,
  startPostgres,
} from '../testing/startPostgres.js'
