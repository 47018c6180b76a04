import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto'
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server'
import { isoCBOR } from '@simplewebauthn/server/helpers'

/** What the browser and the authenticator put in one ceremony; each can be made wrong on purpose. */
export type CeremonyInput = {
  /** The options' challenge, base64url. */
  challenge: string
  /** The RP ID whose SHA-256 the authenticator signs. */
  rpId: string
  /** `clientDataJSON.origin`: the frame's origin. */
  origin: string
  /** `clientDataJSON.topOrigin` (and `crossOrigin: true`); omitted as Safari does when undefined. */
  topOrigin?: string | undefined
  /** The UV flag (user verified); `true` unless given. */
  userVerified?: boolean
}

/** A software passkey for server tests: one ES256 credential, made by `register`. */
export type SoftAuthenticator = {
  /** The credential id, base64url (16 random bytes). */
  credentialId: string
  /** The user handle `register` was given, base64url; `undefined` before. */
  userHandle: string | undefined
  /** A `webauthn.create` response (attestation `none`), as `startRegistration` returns it. */
  register(input: CeremonyInput & { userId: string }): RegistrationResponseJSON
  /**
   * A `webauthn.get` response signed by the credential, with the signature counter `counter`
   * (0 unless given) and the user handle of `register`.
   */
  assert(input: CeremonyInput & { counter?: number }): AuthenticationResponseJSON
}

const FLAG_UP = 0x01
const FLAG_UV = 0x04
const FLAG_AT = 0x40

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest()

function clientData(type: string, input: CeremonyInput): Buffer {
  const data: Record<string, unknown> = {
    type,
    challenge: input.challenge,
    origin: input.origin,
    crossOrigin: input.topOrigin !== undefined,
  }
  if (input.topOrigin !== undefined) data.topOrigin = input.topOrigin
  return Buffer.from(JSON.stringify(data))
}

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4)
  bytes.writeUInt32BE(counter)
  return bytes
}

/** The credential's public key as a COSE EC2 key (ES256, P-256). */
function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' })
  const coordinate = (value: string | undefined) =>
    new Uint8Array(Buffer.from(value ?? '', 'base64url'))
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, coordinate(jwk.x)],
      [-3, coordinate(jwk.y)],
    ]),
  )
}

/**
 * Makes a {@link SoftAuthenticator}: an ES256 key pair (node:crypto), CBOR by `isoCBOR`, so a test
 * chooses every field the server checks: origin, top origin, RP ID, counter and the UV flag.
 */
export function createSoftAuthenticator(): SoftAuthenticator {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const rawId = randomBytes(16)
  const credentialId = rawId.toString('base64url')
  const authenticator: SoftAuthenticator = {
    credentialId,
    userHandle: undefined,
    register(input) {
      authenticator.userHandle = Buffer.from(input.userId.replaceAll('-', ''), 'hex').toString(
        'base64url',
      )
      const flags = FLAG_UP | FLAG_AT | (input.userVerified === false ? 0 : FLAG_UV)
      const idLength = Buffer.alloc(2)
      idLength.writeUInt16BE(rawId.length)
      const authData = Buffer.concat([
        sha256(input.rpId),
        Buffer.from([flags]),
        counterBytes(0),
        Buffer.alloc(16),
        idLength,
        rawId,
        coseKey(publicKey),
      ])
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', new Uint8Array(authData)],
        ]),
      )
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: clientData('webauthn.create', input).toString('base64url'),
          attestationObject: Buffer.from(attestationObject).toString('base64url'),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      }
    },
    assert(input) {
      const flags = FLAG_UP | (input.userVerified === false ? 0 : FLAG_UV)
      const authData = Buffer.concat([
        sha256(input.rpId),
        Buffer.from([flags]),
        counterBytes(input.counter ?? 0),
      ])
      const clientDataJSON = clientData('webauthn.get', input)
      const signature = sign(
        'sha256',
        Buffer.concat([authData, sha256(clientDataJSON)]),
        privateKey,
      )
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: clientDataJSON.toString('base64url'),
          authenticatorData: authData.toString('base64url'),
          signature: signature.toString('base64url'),
          ...(authenticator.userHandle && { userHandle: authenticator.userHandle }),
        },
        clientExtensionResults: {},
      }
    },
  }
  return authenticator
}
