import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser'
import { WebAuthnError } from '@simplewebauthn/browser'
import { describe, expect, test, vi } from 'vitest'
import { PRF_SALT } from '../keys/passkeyRecovery.js'
import {
  createPasskeyCeremonies,
  PasskeyExistsError,
  toCeremonyError,
  type WebAuthnLibrary,
} from './ceremonies.js'

// Issue 29, design §3: the frame adds the PRF input; the PRF output never appears in what is sent.
const creation: PublicKeyCredentialCreationOptionsJSON = {
  rp: { id: 'auth.example', name: 'Latch' },
  user: { id: 'dXNlcg', name: 'a@example.org', displayName: 'a@example.org' },
  challenge: 'Y2hhbGxlbmdl',
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
  // A server cannot choose the PRF input: its extensions are replaced.
  extensions: { prf: { eval: { first: new Uint8Array(32).fill(7) } } },
}
const request: PublicKeyCredentialRequestOptionsJSON = {
  challenge: 'Y2hhbGxlbmdl',
  rpId: 'auth.example',
  userVerification: 'required',
}
const output = () => new Uint8Array(32).fill(0xab).buffer

function fakeLibrary(results: { create?: object; get?: object; error?: unknown }) {
  const registration: RegistrationResponseJSON = {
    id: 'Y3JlZA',
    rawId: 'Y3JlZA',
    type: 'public-key',
    response: { clientDataJSON: 'e30', attestationObject: 'o2M' },
    clientExtensionResults: results.create ?? {},
  }
  const assertion: AuthenticationResponseJSON = {
    id: 'Y3JlZA',
    rawId: 'Y3JlZA',
    type: 'public-key',
    response: { clientDataJSON: 'e30', authenticatorData: 'YQ', signature: 'cw' },
    clientExtensionResults: results.get ?? {},
  }
  const library = {
    startRegistration: vi.fn(async (_options: unknown) => {
      if (results.error) throw results.error
      return registration
    }),
    startAuthentication: vi.fn(async (_options: unknown) => {
      if (results.error) throw results.error
      return assertion
    }),
    cancelCeremony: vi.fn(),
  }
  return library as typeof library & WebAuthnLibrary
}

const prfInput = (call: unknown) =>
  (call as { optionsJSON: { extensions: { prf: { eval: { first: Uint8Array } } } } }).optionsJSON
    .extensions.prf.eval.first

describe('passkey ceremonies (design §3)', () => {
  test('the PRF input is the frame’s, whatever the server’s options say', async () => {
    const library = fakeLibrary({})
    const ceremonies = createPasskeyCeremonies(library)
    await ceremonies.register(creation)
    await ceremonies.authenticate(request)
    expect(prfInput(library.startRegistration.mock.calls[0]?.[0])).toEqual(PRF_SALT)
    expect(prfInput(library.startAuthentication.mock.calls[0]?.[0])).toEqual(PRF_SALT)
    const sent = library.startRegistration.mock.calls[0]?.[0] as { optionsJSON: object }
    expect(sent.optionsJSON).toMatchObject({ rp: creation.rp, challenge: creation.challenge })
  })

  test('the prompt starts before anything is awaited (the click’s activation reaches it)', () => {
    const library = fakeLibrary({})
    const ceremonies = createPasskeyCeremonies(library)
    void ceremonies.authenticate(request)
    void ceremonies.register(creation)
    expect(library.startAuthentication).toHaveBeenCalledTimes(1)
    expect(library.startRegistration).toHaveBeenCalledTimes(1)
  })

  test('the PRF output is taken out: never in the response sent on, the browser’s copy zeroed', async () => {
    const atCreate = output()
    const atGet = output()
    const ceremonies = createPasskeyCeremonies(
      fakeLibrary({
        create: { prf: { enabled: true, results: { first: atCreate } } },
        get: { prf: { results: { first: atGet } } },
      }),
    )
    const registered = await ceremonies.register(creation)
    const asserted = await ceremonies.authenticate(request)
    expect(registered.prf).toBe(true)
    expect(registered.prfOutput).toEqual(new Uint8Array(32).fill(0xab))
    expect(asserted.prfOutput).toEqual(new Uint8Array(32).fill(0xab))
    expect(asserted.credentialId).toBe('Y3JlZA')
    for (const sent of [registered.response, asserted.response]) {
      expect(sent).not.toHaveProperty('clientExtensionResults')
      expect(JSON.stringify(sent)).not.toMatch(/prf|results/)
    }
    expect(new Uint8Array(atCreate).every((byte) => byte === 0)).toBe(true)
    expect(new Uint8Array(atGet).every((byte) => byte === 0)).toBe(true)
  })

  test('prf: enabled without an output at creation; none at all is a login-only passkey', async () => {
    const enabled = createPasskeyCeremonies(fakeLibrary({ create: { prf: { enabled: true } } }))
    expect(await enabled.register(creation)).toMatchObject({ prf: true, prfOutput: undefined })
    const none = createPasskeyCeremonies(fakeLibrary({ create: { prf: { enabled: false } } }))
    expect(await none.register(creation)).toMatchObject({ prf: false, prfOutput: undefined })
    expect((await none.authenticate(request)).prfOutput).toBeUndefined()
  })

  test.each([
    ['NotAllowedError', 4001, undefined],
    ['AbortError', 4001, undefined],
    ['SecurityError', 4100, 'passkey_unavailable'],
    ['NotSupportedError', 4100, 'passkey_unavailable'],
    ['UnknownError', 4100, 'passkey_failed'],
  ])('%s → %i %s', async (name, code, reason) => {
    const cause = new DOMException('x', name)
    const error = new WebAuthnError({
      message: 'x',
      code: 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY',
      cause,
    })
    const ceremonies = createPasskeyCeremonies(fakeLibrary({ error }))
    await expect(ceremonies.authenticate(request)).rejects.toMatchObject({ code, reason })
    expect(toCeremonyError(cause)).toMatchObject({ code, reason })
  })

  test('a cancelled prompt says so; InvalidStateError at creation is PasskeyExistsError', async () => {
    expect(toCeremonyError(new DOMException('x', 'NotAllowedError')).message).toBe(
      'The passkey prompt was cancelled.',
    )
    const ceremonies = createPasskeyCeremonies(
      fakeLibrary({ error: new DOMException('x', 'InvalidStateError') }),
    )
    const error = await ceremonies.register(creation).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(PasskeyExistsError)
    expect(error).toMatchObject({ code: 4100, reason: 'passkey_failed' })
    expect(toCeremonyError(new Error('WebAuthn is not supported in this browser'))).toMatchObject({
      reason: 'passkey_unavailable',
    })
  })
})
