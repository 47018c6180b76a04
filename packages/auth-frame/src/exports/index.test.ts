import { expect, test } from 'vitest'
import * as exports from './index.ts'

test('exports', () => {
  expect(Object.keys(exports)).toMatchInlineSnapshot(`
    [
      "createApprovalQueue",
      "createApprovalView",
      "describeRequest",
      "createAuthFrameHandler",
      "listenToHost",
      "verifyHostOrigin",
      "createSessionManager",
    ]
  `)
})
