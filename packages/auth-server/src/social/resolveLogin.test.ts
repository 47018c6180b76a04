import { describe, expect, test } from 'vitest'
import { resolveLogin } from './resolveLogin.js'
import { SocialError } from './types.js'

const profile = { subject: 's-1', issuer: 'https://issuer.example' }
const links = { linkVerifiedEmail: true }

describe('resolveLogin', () => {
  test('a verified email joins the email user of that address, lower-cased', () => {
    const login = resolveLogin(
      { ...profile, email: ' Ada@Example.com ', emailVerified: true },
      links,
    )
    expect(login).toEqual({
      profile: { ...profile, email: 'ada@example.com', emailVerified: true },
      linkEmail: 'ada@example.com',
    })
  })

  test('an email claimed unverified is refused', () => {
    const attempt = () => resolveLogin({ ...profile, email: 'a@b.co', emailVerified: false }, links)
    expect(attempt).toThrow(SocialError)
    expect(attempt).toThrow(expect.objectContaining({ reason: 'email_unverified' }))
  })

  test('an email without a verified flag is kept but never links', () => {
    const login = resolveLogin({ ...profile, email: 'fb@example.com' }, links)
    expect(login.linkEmail).toBeUndefined()
    expect(login.profile.email).toBe('fb@example.com')
  })

  test('linkVerifiedEmail: false keeps a verified email apart', () => {
    const login = resolveLogin(
      { ...profile, email: 'a@b.co', emailVerified: true },
      { linkVerifiedEmail: false },
    )
    expect(login.linkEmail).toBeUndefined()
  })

  test('no email at all (X) is a login of its own', () => {
    expect(resolveLogin({ ...profile, username: 'ada' }, links)).toEqual({
      profile: { ...profile, username: 'ada', email: undefined },
      linkEmail: undefined,
    })
  })
})
