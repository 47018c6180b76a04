import { expect, test } from 'vitest'
import * as exports from './authFrame.js'

test('exports', () => {
  expect(Object.keys(exports)).toMatchInlineSnapshot(`
    [
      "AUTH_SAFE_METHODS",
      "AUTH_UNSAFE_METHODS",
      "authFrameAccountsSchema",
      "authFrameErrorReasonSchema",
      "authFrameNetworkSchema",
      "authFramePasskeyAddedSchema",
      "authFrameSessionSchema",
      "authFrameSolanaNetworkSchema",
      "EMAIL_PATTERN",
      "parseAuthFrameMessage",
      "parseAuthFrameRequest",
      "toAuthFrameUrl",
      "authFrameEventSchema",
      "authFrameMessageSchema",
      "authFrameRequestSchema",
      "authFrameResponseSchema",
      "localizeNumber",
      "stripInvisible",
      "truncateAddress",
      "formatMessage",
      "resolveLocale",
    ]
  `)
})
