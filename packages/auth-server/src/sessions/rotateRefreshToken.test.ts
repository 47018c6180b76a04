import { calculateJwkThumbprint } from 'jose'
import { describe, expect, test } from 'vitest'
import { createDpopKey } from '../testing/dpopProof.js'
import { signIn } from '../testing/signIn.js'
import { useTestAuthServer } from '../testing/useTestAuthServer.js'
import { issueSession } from './issueSession.js'
import { rotateRefreshToken } from './rotateRefreshToken.js'

const harness = useTestAuthServer()

describe('rotateRefreshToken (real PostgreSQL)', () => {
  test('issue 26 item 6: a successor issued after a concurrent reuse revoked the family is dead', async () => {
    const { sql, config } = harness.server
    const dpopKey = await createDpopKey()
    const jkt = await calculateJwkThumbprint(dpopKey.jwk)
    const session = await signIn(harness.server, 'race@example.com', { dpopKey })
    const now = config.now()
    const spend = (refreshToken: string) => rotateRefreshToken(sql, { refreshToken, jkt, now })
    // Two refreshes of one token: the first spends it, the second (waiting on the row lock) sees
    // it spent and revokes the family, and only then does the first insert its successor.
    const first = await spend(session.refreshToken)
    expect(first.status).toBe('rotated')
    expect((await spend(session.refreshToken)).status).toBe('reused')
    if (first.status !== 'rotated') return
    const late = await issueSession(sql, config, first.family)
    expect((await spend(late.refreshToken)).status).toBe('invalid')
  })
})
