import { generateKeyPairSync } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { parseSocialProviders } from './socialConfig.js'

const json = (value: unknown) => JSON.stringify(value)
const applePem = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  .privateKey.export({ format: 'pem', type: 'pkcs8' })
  .toString()
const rsaPem = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .privateKey.export({ format: 'pem', type: 'pkcs8' })
  .toString()

describe('parseSocialProviders', () => {
  test('an empty list is no social login', () => {
    expect(parseSocialProviders('[]')).toEqual([])
  })

  test('google without issuer is OIDC at Google; an entry with issuer is OIDC whatever its id', () => {
    const [google, acme, posing] = parseSocialProviders(
      json([
        { id: 'google', clientId: 'g', clientSecret: 'gs' },
        {
          id: 'acme',
          name: 'Acme',
          issuer: 'https://id.acme.example',
          clientId: 'a',
          clientSecret: 'as',
        },
        { id: 'github', issuer: 'http://127.0.0.1:8789', clientId: 'github', clientSecret: 's' },
      ]),
    )
    expect(google).toEqual({
      kind: 'oidc',
      id: 'google',
      name: 'Google',
      issuer: 'https://accounts.google.com',
      clientId: 'g',
      clientSecret: 'gs',
      scopes: ['openid', 'email', 'profile'],
      linkVerifiedEmail: true,
    })
    expect(acme).toMatchObject({ kind: 'oidc', name: 'Acme', issuer: 'https://id.acme.example' })
    expect(posing).toMatchObject({ kind: 'oidc', name: 'GitHub', issuer: 'http://127.0.0.1:8789' })
  })

  test('linkVerifiedEmail defaults to true for google and apple only; an entry may set it', () => {
    const configs = parseSocialProviders(
      json([
        { id: 'google', clientId: 'g', clientSecret: 's' },
        { id: 'apple', clientId: 'a', teamId: 'T', keyId: 'K', privateKey: applePem },
        { id: 'github', clientId: 'gh', clientSecret: 's' },
        {
          id: 'acme',
          name: 'Acme',
          issuer: 'https://id.acme.example',
          clientId: 'a',
          clientSecret: 's',
        },
        { id: 'facebook', clientId: 'f', clientSecret: 's', linkVerifiedEmail: true },
        { id: 'x', issuer: 'https://x.example', clientId: 'x', clientSecret: 's' },
      ]),
    )
    expect(configs.map((config) => [config.id, config.linkVerifiedEmail])).toEqual([
      ['google', true],
      ['apple', true],
      ['github', false],
      ['acme', false],
      ['facebook', true],
      ['x', false],
    ])
  })

  test('x, discord, github and facebook without issuer go through arctic with default scopes', () => {
    const configs = parseSocialProviders(
      json(
        ['x', 'discord', 'github', 'facebook'].map((id) => ({
          id,
          clientId: id,
          clientSecret: 's',
        })),
      ),
    )
    expect(configs.map((c) => [c.kind, c.name, c.scopes])).toEqual([
      ['x', 'X', ['users.read', 'tweet.read']],
      ['discord', 'Discord', ['identify', 'email']],
      ['github', 'GitHub', ['read:user', 'user:email']],
      ['facebook', 'Facebook', ['email', 'public_profile']],
    ])
  })

  test('apple takes team id, key id and a P-256 PKCS#8 key (escaped newlines too) instead of a secret', () => {
    const [apple] = parseSocialProviders(
      json([
        {
          id: 'apple',
          clientId: 'com.example.web',
          teamId: 'T',
          keyId: 'K',
          privateKey: applePem.replace(/\n/g, '\\n'),
          linkVerifiedEmail: false,
        },
      ]),
    )
    expect(apple).toMatchObject({
      kind: 'apple',
      name: 'Apple',
      teamId: 'T',
      keyId: 'K',
      linkVerifiedEmail: false,
    })
    expect(apple?.kind === 'apple' && apple.privateKey.length).toBeGreaterThan(100)
  })

  test.each([
    ['not JSON', 'nope', /must be JSON/],
    ['not an array', json({ id: 'google' }), /must be a JSON array/],
    [
      'a bad id',
      json([{ id: 'Google!', clientId: 'a', clientSecret: 's' }]),
      /\[0\] \(Google!\)\.id: must be 1–32/,
    ],
    [
      'a reserved id',
      json([{ id: 'email', issuer: 'https://a.example', clientId: 'a', clientSecret: 's' }]),
      /reserved/,
    ],
    [
      'a duplicate id',
      json([
        { id: 'x', clientId: 'a', clientSecret: 's' },
        { id: 'x', clientId: 'b', clientSecret: 's' },
      ]),
      /\[1\] \(x\)\.id: is listed twice/,
    ],
    [
      'an unknown id without issuer',
      json([{ id: 'acme', name: 'Acme', clientId: 'a', clientSecret: 's' }]),
      /\(acme\)\.issuer: is required/,
    ],
    [
      'an unknown id without name',
      json([{ id: 'acme', issuer: 'https://a.example', clientId: 'a', clientSecret: 's' }]),
      /\(acme\)\.name: is required/,
    ],
    [
      'an http issuer off loopback',
      json([
        {
          id: 'acme',
          name: 'A',
          issuer: 'http://id.acme.example',
          clientId: 'a',
          clientSecret: 's',
        },
      ]),
      /issuer: must be an https URL/,
    ],
    [
      'a missing secret',
      json([{ id: 'discord', clientId: 'a' }]),
      /\(discord\)\.clientSecret: is required/,
    ],
    [
      'apple without its key',
      json([{ id: 'apple', clientId: 'a', teamId: 'T' }]),
      /\(apple\)\.keyId: is required for apple.*\(apple\)\.privateKey: is required/,
    ],
    [
      'apple with an RSA key',
      json([{ id: 'apple', clientId: 'a', teamId: 'T', keyId: 'K', privateKey: rsaPem }]),
      /privateKey: must be the Sign in with Apple key/,
    ],
    [
      'an unknown field',
      json([{ id: 'x', clientId: 'a', clientSecret: 's', secret: 'typo' }]),
      /\[0\] \(x\)\..*secret/i,
    ],
  ])('refuses %s', (_, value, message) => {
    expect(() => parseSocialProviders(value)).toThrow(message)
  })
})
