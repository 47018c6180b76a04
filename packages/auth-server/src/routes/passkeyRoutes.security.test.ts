import { randomBytes } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { MAX_PASSKEYS_PER_USER } from '../passkeys/credentials.js'
import type { Session } from '../sessions/issueSession.js'
import { HOST_ORIGIN, usePasskeyTestServer } from '../testing/passkeyCeremonies.js'
import { signIn } from '../testing/signIn.js'
import { createSoftAuthenticator } from '../testing/softAuthenticator.js'

// Issue 29 security review: adding or confirming a passkey needs a fresh login, and a user holds
// at most MAX_PASSKEYS_PER_USER passkeys (the frame's schemas accept 100 in a Session).
const passkeys = usePasskeyTestServer()

let ipCounter = 0
/** A fresh client IP per call, so the per-IP limits never bite here. */
const nextIp = () => `10.31.${Math.floor(ipCounter / 200)}.${(ipCounter++ % 200) + 1}`

const minutes = (count: number) => count * 60_000
const answer = async (response: Response) => [response.status, await response.json()]
const loginRequired = [403, { error: 'login_required' }]

/** Register options for the user, as the frame asks for them. */
const registerOptions = (session: Session) =>
  passkeys.bearer(session, '/v1/passkeys/register/options', { origin: HOST_ORIGIN }, nextIp())

describe('adding or confirming a passkey needs a login within 10 minutes', () => {
  test('register/options and recovery/options refuse a token whose login is older', async () => {
    const session = await passkeys.signInWithWallet('stale-options@example.com')
    expect((await passkeys.register(session, createSoftAuthenticator())).status).toBe(201)
    passkeys.server.advanceClock(minutes(10) + 5000)
    // The access token (15 minutes) is still valid: only its login is too old.
    expect((await passkeys.bearer(session, '/v1/wallet/auth-share')).status).toBe(200)
    expect(await answer(await registerOptions(session))).toEqual(loginRequired)
    const recovery = await passkeys.bearer(
      session,
      '/v1/passkeys/recovery/options',
      { origin: HOST_ORIGIN },
      nextIp(),
    )
    expect(await answer(recovery)).toEqual(loginRequired)
    const fresh = await signIn(passkeys.server, 'stale-options@example.com')
    expect((await registerOptions(fresh)).status).toBe(200)
  })

  test('register/verify refuses a challenge made while fresh once the login is older; nothing is stored', async () => {
    const session = await signIn(passkeys.server, 'stale-verify@example.com')
    passkeys.server.advanceClock(minutes(6))
    const { challengeId, options } = await (await registerOptions(session)).json()
    passkeys.server.advanceClock(minutes(4) + 5000)
    const response = createSoftAuthenticator().register({
      ...passkeys.ceremony(options.challenge),
      userId: session.user.id,
    })
    const body = { challengeId, response, prf: true }
    const verified = await passkeys.bearer(session, '/v1/passkeys/register/verify', body, nextIp())
    expect(await answer(verified)).toEqual(loginRequired)
    const [row] = await passkeys.server.sql`
      select count(*) from passkey_credentials where user_id = ${session.user.id}`
    expect(row?.count).toBe('0')
  })

  test('recovery/confirm refuses a token whose login is older; the wallet stays as it was', async () => {
    const session = await passkeys.signInWithWallet('stale-confirm@example.com')
    passkeys.server.advanceClock(minutes(6))
    const authenticator = createSoftAuthenticator()
    expect((await passkeys.register(session, authenticator, { ip: nextIp() })).status).toBe(201)
    const begun = await passkeys.bearer(
      session,
      '/v1/passkeys/recovery/options',
      { origin: HOST_ORIGIN },
      nextIp(),
    )
    const { challengeId, options } = await begun.json()
    passkeys.server.advanceClock(minutes(4) + 5000)
    const confirmed = await passkeys.bearer(
      session,
      '/v1/passkeys/recovery/confirm',
      {
        challengeId,
        response: authenticator.assert(passkeys.ceremony(options.challenge)),
        wrappedShare: randomBytes(61).toString('base64'),
      },
      nextIp(),
    )
    expect(await answer(confirmed)).toEqual(loginRequired)
    const [wallet] = await passkeys.server.sql`
      select protected_at from wallets where user_id = ${session.user.id}`
    expect(wallet?.protected_at).toBeNull()
  })
})

describe(`a user holds at most ${MAX_PASSKEYS_PER_USER} passkeys`, () => {
  const tooMany = [409, { error: 'too_many_passkeys' }]

  test('at the cap, register/options and register/verify answer too_many_passkeys', async () => {
    const session = await signIn(passkeys.server, 'many@example.com')
    for (let index = 0; index < MAX_PASSKEYS_PER_USER - 1; index += 1) {
      const added = await passkeys.register(session, createSoftAuthenticator(), { ip: nextIp() })
      expect(added.status).toBe(201)
    }
    // The last free place: two verifications whose options were both made below the cap.
    const begin = async () => {
      const { challengeId, options } = await (await registerOptions(session)).json()
      const response = createSoftAuthenticator().register({
        ...passkeys.ceremony(options.challenge),
        userId: session.user.id,
      })
      return { challengeId, response, prf: true }
    }
    const bodies = [await begin(), await begin()]
    const verified = await Promise.all(
      bodies.map((body) =>
        passkeys.bearer(session, '/v1/passkeys/register/verify', body, nextIp()),
      ),
    )
    const answers = await Promise.all(verified.map(answer))
    expect(answers.map(([status]) => status).sort()).toEqual([201, 409])
    expect(answers).toContainEqual(tooMany)
    const [row] = await passkeys.server.sql`
      select count(*) from passkey_credentials where user_id = ${session.user.id}`
    expect(row?.count).toBe(String(MAX_PASSKEYS_PER_USER))
    expect(await answer(await registerOptions(session))).toEqual(tooMany)
  })
})
