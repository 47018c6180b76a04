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
      "startAuthServer",
      "DEV_ALLOWED_ORIGINS",
      "readLatestCode",
      "startAuthServices",
      "startPostgres",
    ]
  `)
})
