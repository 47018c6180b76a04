import { expect, test } from 'vitest'
import * as exports from './index.js'

test('exports', () => {
  expect(Object.keys(exports)).toMatchInlineSnapshot(`
    [
      "loadConfig",
      "createAuthServer",
      "MAX_BODY_BYTES",
      "createSql",
      "migrate",
      "createMailer",
      "createSocialProviders",
      "socialRedirectUri",
      "parseSocialProviders",
      "SocialError",
      "startAuthServer",
      "DEV_ALLOWED_ORIGINS",
      "DEV_OIDC_ISSUER",
      "devSocialProviders",
      "readLatestCode",
      "startAuthServices",
      "startOidcProvider",
      "startPostgres",
    ]
  `)
})
