import { expect, test } from 'vitest'
import { AuthFrameError } from '../errors/AuthFrameError.js'
import { createAuthServerClient } from '../server/createAuthServerClient.js'
import { toLoginError } from './toLoginError.js'

test("a 429 keeps the server's wait: rate_limited with retryAfter, in seconds", async () => {
  const server = createAuthServerClient({
    baseUrl: 'http://auth.test',
    fetch: async () =>
      new Response(JSON.stringify({ error: 'rate_limited', retryAfter: 840 }), {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '840' },
      }),
  })
  const refused = await server
    .sendCode({ projectId: 'demo', email: 'a@b.co', origin: 'http://127.0.0.1:5173' })
    .catch((error: unknown) => error)
  const error = toLoginError(refused)
  expect(error).toBeInstanceOf(AuthFrameError)
  expect(error).toMatchObject({ code: 4100, reason: 'rate_limited', retryAfter: 840 })
})
