// Test doubles for the frame's passkey flows (issue 29): an auth server that answers the passkey
// and wallet routes in memory, and an authenticator in place of the WebAuthn prompts.
import { vi } from 'vitest'
import { toBase64 } from '../keys/base64.js'
import {
  type AssertedPasskey,
  type PasskeyCeremonies,
  PasskeyExistsError,
  type RegisteredPasskey,
  toCeremonyError,
} from '../passkey/ceremonies.js'

const uuid = () => crypto.randomUUID()
const random = (length: number) => crypto.getRandomValues(new Uint8Array(length))
const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url')
type Wallet = {
  address: string
  authShare: string
  recoveryShare?: string
  shares: Map<string, string>
}

/** An in-memory auth server (API.md "Passkeys", the wallet routes, email verify without codes). */
export function createFakeServer() {
  const wallets = new Map<string, Wallet>()
  const credentials = new Map<string, { userId: string; prf: boolean }>()
  const challenges = new Map<string, string>()
  const bodies: string[] = []
  let recoverySecret = ''
  let tokens = 0
  const userOf = (headers: Headers) => headers.get('authorization')?.replace('Bearer ', '') ?? ''
  const session = (userId: string) => {
    const wallet = wallets.get(userId)
    return {
      accessToken: userId,
      refreshToken: `refresh-${tokens++}`,
      expiresIn: 900,
      user: {
        id: userId,
        email: userId,
        passkeys: [...credentials.values()].filter((entry) => entry.userId === userId).length,
      },
      wallet: wallet
        ? { address: wallet.address, recovery: wallet.recoveryShare ? 'login' : 'passkey' }
        : null,
    }
  }
  const challenge = (purpose: string) => {
    const id = uuid()
    challenges.set(id, purpose)
    return { challengeId: id, challenge: base64url(random(32)) }
  }
  const take = (id: string, purpose: string) =>
    challenges.get(id) === purpose && challenges.delete(id)
  const json = (status: number, body: unknown) =>
    new Response(status === 204 ? null : JSON.stringify(body), { status })
  const answer = (method: string, path: string, body: Record<string, unknown>, user: string) => {
    const wallet = wallets.get(user)
    const mine = [...credentials].filter(([, entry]) => entry.userId === user)
    switch (`${method} ${path}`) {
      case 'POST /v1/email/verify':
        return json(200, session(`user:${body.email}`))
      case 'POST /v1/session/logout':
        return json(204, null)
      case 'POST /v1/wallet/recovery-secret':
        recoverySecret = toBase64(random(32))
        return json(200, { recoverySecret })
      case 'POST /v1/wallet':
        wallets.set(user, { ...(body as Wallet), shares: new Map() })
        return json(201, { address: body.address })
      case 'GET /v1/wallet/auth-share':
        return json(200, { address: wallet?.address, authShare: wallet?.authShare })
      case 'GET /v1/wallet/recovery':
        if (!wallet) return json(404, { error: 'no_wallet' })
        if (wallet.recoveryShare)
          return json(200, { ...wallet, recoveryShare: wallet.recoveryShare, recoverySecret })
        return json(200, {
          address: wallet.address,
          recovery: 'passkey',
          passkeyShares: [...wallet.shares].map(([credentialId, wrappedShare]) => ({
            credentialId,
            wrappedShare,
          })),
        })
      case 'GET /v1/passkeys':
        return json(200, { rpId: 'auth.test' })
      case 'POST /v1/passkeys/login/options': {
        const { challengeId, challenge: value } = challenge('login')
        return json(200, { challengeId, options: { challenge: value, rpId: 'auth.test' } })
      }
      case 'POST /v1/passkeys/login/verify': {
        if (!take(String(body.challengeId), 'login'))
          return json(400, { error: 'invalid_challenge' })
        const found = credentials.get((body.response as { id: string }).id)
        return found ? json(200, session(found.userId)) : json(400, { error: 'unknown_credential' })
      }
      case 'POST /v1/passkeys/register/options': {
        const { challengeId, challenge: value } = challenge('register')
        const options = {
          rp: { id: 'auth.test', name: 'Latch' },
          user: { id: base64url(random(16)), name: user, displayName: user },
          challenge: value,
          pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
          excludeCredentials: mine.map(([id]) => ({ id, type: 'public-key' })),
        }
        return json(200, { challengeId, options })
      }
      case 'POST /v1/passkeys/register/verify': {
        if (!take(String(body.challengeId), 'register'))
          return json(400, { error: 'invalid_challenge' })
        const id = (body.response as { id: string }).id
        credentials.set(id, { userId: user, prf: body.prf === true })
        return json(201, { credentialId: id, prf: body.prf })
      }
      case 'POST /v1/passkeys/recovery/options': {
        const allow = mine.filter(([id, entry]) => entry.prf && !wallet?.shares.has(id))
        if (allow.length === 0) return json(404, { error: 'no_prf_passkey' })
        const { challengeId, challenge: value } = challenge('confirm')
        const allowCredentials = allow.map(([id]) => ({ id, type: 'public-key' }))
        return json(200, { challengeId, options: { challenge: value, allowCredentials } })
      }
      case 'POST /v1/passkeys/recovery/confirm': {
        if (!take(String(body.challengeId), 'confirm'))
          return json(400, { error: 'invalid_challenge' })
        wallet?.shares.set((body.response as { id: string }).id, String(body.wrappedShare))
        if (wallet) wallet.recoveryShare = undefined
        return json(200, { recovery: 'passkey' })
      }
    }
    return json(404, { error: 'not_found' })
  }
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    bodies.push(String(init?.body ?? ''))
    const body = init?.body ? JSON.parse(String(init.body)) : {}
    return answer(String(init?.method), url.pathname, body, userOf(new Headers(init?.headers)))
  })
  return { fetch, wallets, credentials, bodies }
}

/** An authenticator: its passkeys and their PRF outputs (copies, as the flow zeroes them). */
export function createAuthenticator(settings: { prf?: boolean; lieAtCreation?: boolean } = {}) {
  const held = new Map<string, Uint8Array>()
  // The outputs' values, and the arrays handed to the frame (which must zero them after use).
  const outputs: Uint8Array[] = []
  const given: Uint8Array[] = []
  const output = (id: string) => {
    const copy = (held.get(id) as Uint8Array).slice()
    outputs.push(copy.slice())
    given.push(copy)
    return copy
  }
  const ceremonies: PasskeyCeremonies = {
    async register(options): Promise<RegisteredPasskey> {
      if (options.excludeCredentials?.some((entry) => held.has(entry.id)))
        throw new PasskeyExistsError(new DOMException('held', 'InvalidStateError'))
      const id = base64url(random(16))
      held.set(id, random(32))
      const response = {
        id,
        rawId: id,
        type: 'public-key' as const,
        response: { clientDataJSON: 'e30', attestationObject: 'o2M' },
      }
      const prf = settings.prf !== false
      const atCreation = settings.lieAtCreation ? random(32) : prf ? output(id) : undefined
      return { response, prf, prfOutput: atCreation }
    },
    async authenticate(options): Promise<AssertedPasskey> {
      const allowed = options.allowCredentials?.map((entry) => entry.id)
      const id = [...held.keys()].find((key) => !allowed || allowed.includes(key))
      if (!id) throw toCeremonyError(new DOMException('none', 'NotAllowedError'))
      const response = {
        id,
        rawId: id,
        type: 'public-key' as const,
        response: { clientDataJSON: 'e30', authenticatorData: 'YQ', signature: 'cw' },
      }
      return {
        response,
        credentialId: id,
        prfOutput: settings.prf === false ? undefined : output(id),
      }
    },
    cancel: vi.fn(),
  }
  return { ceremonies, held, outputs, given }
}
