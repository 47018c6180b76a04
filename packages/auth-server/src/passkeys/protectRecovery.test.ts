import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import type { Session } from '../sessions/issueSession.js'
import { TEST_WALLET, usePasskeyTestServer } from '../testing/passkeyCeremonies.js'
import { signIn } from '../testing/signIn.js'
import { createSoftAuthenticator, type SoftAuthenticator } from '../testing/softAuthenticator.js'
import { walletContext } from '../wallets/walletContext.js'

const passkeys = usePasskeyTestServer()

const HKDF_INFO = 'latch/recovery-share-key/v1'
const share = randomBytes(33)

/** The AAD the frame binds W to (project, user, address, credential). */
const frameAad = (session: Session, credentialId: string) =>
  `latch/passkey-recovery/v1:demo:${session.user.id}:${TEST_WALLET.address.toLowerCase()}:${credentialId}`

/** HKDF-SHA-256 as the frame derives K: salt = the raw credential id. */
const deriveKey = (ikm: Buffer, credentialId: string) =>
  Buffer.from(hkdfSync('sha256', ikm, Buffer.from(credentialId, 'base64url'), HKDF_INFO, 32))

/** W = iv(12) ‖ AES-256-GCM(share) ‖ tag(16), as the frame makes it. */
function wrap(key: Buffer, aad: string): Buffer {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(aad))
  return Buffer.concat([iv, cipher.update(share), cipher.final(), cipher.getAuthTag()])
}

/** Whether `w` opens under `key` with `aad`, in the frame's layout or the server's (iv ‖ tag ‖ ct). */
function opens(w: Buffer, key: Buffer, aad: string): boolean {
  const layouts = [
    { iv: w.subarray(0, 12), tag: w.subarray(-16), body: w.subarray(12, -16) },
    { iv: w.subarray(0, 12), tag: w.subarray(12, 28), body: w.subarray(28) },
  ]
  return layouts.some(({ iv, tag, body }) => {
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(aad))
      decipher.setAuthTag(tag)
      return Buffer.concat([decipher.update(body), decipher.final()]).equals(share)
    } catch {
      return false
    }
  })
}

/** A user with a wallet and a PRF passkey; W made like the frame from a random PRF output. */
async function protectedSetup(email: string) {
  const session = await passkeys.signInWithWallet(email)
  const authenticator = createSoftAuthenticator()
  expect((await passkeys.register(session, authenticator, { prf: true })).status).toBe(201)
  const prfOutput = randomBytes(32)
  const w = wrap(
    deriveKey(prfOutput, authenticator.credentialId),
    frameAad(session, authenticator.credentialId),
  )
  return { session, authenticator, w, prfOutput }
}

async function confirm(
  session: Session,
  authenticator: SoftAuthenticator,
  w: Buffer,
  signer: SoftAuthenticator = authenticator,
) {
  const begun = await passkeys.bearer(session, '/v1/passkeys/recovery/options', {
    origin: 'http://127.0.0.1:5173',
  })
  expect(begun.status).toBe(200)
  const { challengeId, options } = await begun.json()
  expect(options.allowCredentials).toEqual([
    { id: authenticator.credentialId, type: 'public-key', transports: ['internal'] },
  ])
  const response = signer.assert(passkeys.ceremony(options.challenge))
  return passkeys.bearer(session, '/v1/passkeys/recovery/confirm', {
    challengeId,
    response,
    wrappedShare: w.toString('base64'),
  })
}

const walletRow = async (session: Session) => {
  const [row] = await passkeys.server.sql`
    select w.recovery_share, w.protected_at, s.sealed_secret from wallets w
    left join recovery_secrets s using (user_id, project_id) where w.user_id = ${session.user.id}`
  return row
}

describe('protectRecovery', () => {
  test('confirm stores W, nulls the recovery share and deletes the recovery secret together', async () => {
    const { session, authenticator, w } = await protectedSetup('protect@example.com')
    const response = await confirm(session, authenticator, w)
    expect([response.status, await response.json()]).toEqual([200, { recovery: 'passkey' }])
    expect(await walletRow(session)).toEqual({
      recovery_share: null,
      protected_at: expect.any(Date),
      sealed_secret: null,
    })
    const [stored] = await passkeys.server.sql`
      select wrapped_share from passkey_recovery_shares where user_id = ${session.user.id}`
    expect(Buffer.from(stored?.wrapped_share)).toEqual(w)
    const [audit] = await passkeys.server.sql`
      select detail from audit_log where event = 'recovery_protected' and user_id = ${session.user.id}`
    expect(audit?.detail).toEqual({ credentialId: authenticator.credentialId.slice(0, 8) })
    // No PRF passkey is left without a share here: nothing more to confirm.
    const again = await passkeys.bearer(session, '/v1/passkeys/recovery/options', {
      origin: 'http://127.0.0.1:5173',
    })
    expect([again.status, await again.json()]).toEqual([404, { error: 'no_prf_passkey' }])
  })

  test('a failing step leaves both the recovery share and the secret, and stores no W', async () => {
    const { session, authenticator, w } = await protectedSetup('atomic@example.com')
    const sql = passkeys.server.sql
    await sql.unsafe(`
      create function refuse_secret_delete() returns trigger language plpgsql as
        $$ begin raise exception 'refused for the test'; end $$;
      create trigger refuse_secret_delete before delete on recovery_secrets
        for each row execute function refuse_secret_delete();`)
    try {
      expect((await confirm(session, authenticator, w)).status).toBe(500)
    } finally {
      await sql.unsafe(`drop trigger refuse_secret_delete on recovery_secrets;
        drop function refuse_secret_delete;`)
    }
    const row = await walletRow(session)
    expect(row?.protected_at).toBeNull()
    expect(Buffer.from(row?.recovery_share).toString('base64')).toBe(TEST_WALLET.recoveryShare)
    expect(row?.sealed_secret).toEqual(expect.any(Buffer))
    const shares = await sql`
      select 1 from passkey_recovery_shares where user_id = ${session.user.id}`
    expect(shares).toHaveLength(0)
    const recovery = await passkeys.bearer(session, '/v1/wallet/recovery')
    expect(await recovery.json()).toMatchObject({ recovery: 'login' })
  })

  test("the stored material cannot be unwrapped with the server's own keys", async () => {
    const { session, authenticator, w, prfOutput } = await protectedSetup('sealed@example.com')
    expect((await confirm(session, authenticator, w)).status).toBe(200)
    const [stored] = await passkeys.server.sql`
      select wrapped_share from passkey_recovery_shares where user_id = ${session.user.id}`
    const material = Buffer.from(stored?.wrapped_share)
    const { config } = passkeys.server
    const owner = { userId: session.user.id, projectId: 'demo' }
    const secrets = [config.shareKey, config.recoveryKey, config.jwtSecret, config.codeSecret]
    // Every server secret as an AES-256 key (SHA-256 of the longer ones), and as HKDF input
    // with the frame's salt and info.
    const keys = secrets.flatMap((secret) => {
      const bytes = Buffer.from(secret)
      return [
        bytes.length === 32 ? bytes : createHash('sha256').update(bytes).digest(),
        deriveKey(bytes, authenticator.credentialId),
      ]
    })
    const aads = [
      frameAad(session, authenticator.credentialId),
      walletContext('auth-share', owner),
      walletContext('recovery-secret', owner),
      '',
    ]
    for (const key of keys) for (const aad of aads) expect(opens(material, key, aad)).toBe(false)
    // The frame's own derivation from the PRF output does open it: the check above can fail.
    expect(opens(material, deriveKey(prfOutput, authenticator.credentialId), aads[0] ?? '')).toBe(
      true,
    )
    const recovery = await passkeys.bearer(session, '/v1/wallet/recovery')
    const released = await recovery.json()
    expect(released).toEqual({
      address: TEST_WALLET.address,
      recovery: 'passkey',
      passkeyShares: [
        { credentialId: authenticator.credentialId, wrappedShare: material.toString('base64') },
      ],
    })
    expect(released).not.toHaveProperty('recoveryShare')
    expect(released).not.toHaveProperty('recoverySecret')
  })

  test('confirm refuses a passkey without PRF, another user’s passkey, and a user without a wallet', async () => {
    const { session, authenticator, w } = await protectedSetup('refuse@example.com')
    const plain = createSoftAuthenticator()
    expect((await passkeys.register(session, plain, { prf: false })).status).toBe(201)
    const notPrf = await confirm(session, authenticator, w, plain)
    expect([notPrf.status, await notPrf.json()]).toEqual([400, { error: 'not_prf_passkey' }])
    const other = await protectedSetup('other@example.com')
    const foreign = await confirm(session, authenticator, w, other.authenticator)
    expect([foreign.status, await foreign.json()]).toEqual([400, { error: 'unknown_credential' }])
    const walletless = await signIn(passkeys.server, 'walletless@example.com')
    const lone = createSoftAuthenticator()
    expect((await passkeys.register(walletless, lone, { prf: true })).status).toBe(201)
    const noWallet = await confirm(walletless, lone, w)
    expect([noWallet.status, await noWallet.json()]).toEqual([404, { error: 'no_wallet' }])
    expect((await walletRow(session))?.protected_at).toBeNull()
  })
})
