import { randomBytes } from 'node:crypto'
import { expect, test } from 'vitest'
import { keyFingerprint } from '../keys/keyFingerprints.js'
import { rotateKeys } from '../keys/rotateKeys.js'
import { useTestAuthServer } from '../testing/useTestAuthServer.js'
import { upsertUser } from '../users/upsertUser.js'
import { createWallet } from '../wallets/createWallet.js'
import { issueRecoverySecret } from '../wallets/issueRecoverySecret.js'
import { readWallet } from '../wallets/readWallet.js'
import { sealWithKey } from '../wallets/sealWithKey.js'
import { walletContext } from '../wallets/walletContext.js'
import type { CliIo } from './CliIo.js'
import { runRotateKeys } from './rotateKeysCommand.js'

const harness = useTestAuthServer()

const key = () => randomBytes(32)
const base64 = (value: Buffer) => value.toString('base64')

/** Runs the command with `env`, capturing what it prints. */
async function rotate(env: Record<string, string>) {
  const out: string[] = []
  const err: string[] = []
  const io: CliIo = { env, out: (line) => out.push(line), err: (line) => err.push(line) }
  return { code: await runRotateKeys(io), out, err }
}

test('rotate-keys re-encrypts every share and secret in place, once; a second run skips them', async () => {
  const { sql, config } = harness.server
  const projectId = 'demo'
  const old = { share: config.shareKey, recovery: config.recoveryKey }
  const next = { share: key(), recovery: key() }
  // Three users with a recovery secret, two of them with a wallet.
  const users = await Promise.all(
    ['r1', 'r2', 'r3'].map((name) => upsertUser(sql, `${name}@rotate.example`)),
  )
  const secrets = new Map<string, Buffer>()
  const shares = new Map<string, Buffer>()
  for (const [index, user] of users.entries()) {
    const issued = await issueRecoverySecret(sql, {
      recoveryKey: old.recovery,
      userId: user.id,
      projectId,
    })
    if (issued.status !== 'issued') throw new Error('no recovery secret')
    secrets.set(user.id, issued.recoverySecret)
    if (index === 2) continue
    const authShare = randomBytes(33)
    shares.set(user.id, authShare)
    const address = `0x${randomBytes(20).toString('hex')}`
    const created = await createWallet(sql, {
      shareKey: old.share,
      userId: user.id,
      projectId,
      address,
      authShare,
      recoveryShare: randomBytes(48),
    })
    expect(created).toBe('created')
  }
  const env = {
    LATCH_AUTH_DATABASE_URL: harness.postgres.url,
    LATCH_AUTH_SHARE_KEY: base64(old.share),
    LATCH_AUTH_RECOVERY_KEY: base64(old.recovery),
    LATCH_AUTH_SHARE_KEY_NEW: base64(next.share),
    LATCH_AUTH_RECOVERY_KEY_NEW: base64(next.recovery),
  }

  const fingerprints = async () =>
    Object.fromEntries(
      (
        await sql<{ name: string; fingerprint: Buffer }[]>`
          select name, fingerprint from key_fingerprints order by name`
      ).map((row) => [row.name, row.fingerprint.toString('hex')]),
    )
  // The server's start stored the fingerprints of the keys it holds.
  expect(await fingerprints()).toEqual({
    LATCH_AUTH_RECOVERY_KEY: keyFingerprint('LATCH_AUTH_RECOVERY_KEY', old.recovery).toString(
      'hex',
    ),
    LATCH_AUTH_SHARE_KEY: keyFingerprint('LATCH_AUTH_SHARE_KEY', old.share).toString('hex'),
  })

  expect(await rotate(env)).toEqual({
    code: 0,
    out: [
      'auth shares: 2 re-encrypted, 0 already under the new key',
      'recovery secrets: 3 re-encrypted, 0 already under the new key',
    ],
    err: [],
  })
  // The rotation moved them to the new keys, in its transaction.
  expect(await fingerprints()).toEqual({
    LATCH_AUTH_RECOVERY_KEY: keyFingerprint('LATCH_AUTH_RECOVERY_KEY', next.recovery).toString(
      'hex',
    ),
    LATCH_AUTH_SHARE_KEY: keyFingerprint('LATCH_AUTH_SHARE_KEY', next.share).toString('hex'),
  })
  for (const [userId, authShare] of shares) {
    const opened = await readWallet(sql, {
      shareKey: next.share,
      recoveryKey: next.recovery,
      userId,
      projectId,
    })
    expect(opened).toMatchObject({ authShare, recoverySecret: secrets.get(userId) })
    await expect(
      readWallet(sql, { shareKey: old.share, recoveryKey: old.recovery, userId, projectId }),
    ).rejects.toThrow('Unsupported state or unable to authenticate data')
  }
  // The secret of the user without a wallet is re-issued, as it was, under the new key.
  const third = await issueRecoverySecret(sql, {
    recoveryKey: next.recovery,
    userId: users[2]?.id ?? '',
    projectId,
  })
  expect(third).toEqual({ status: 'issued', recoverySecret: secrets.get(users[2]?.id ?? '') })

  // Idempotent: run again (e.g. after an interrupted deploy), nothing is re-encrypted twice.
  expect((await rotate(env)).out).toEqual([
    'auth shares: 0 re-encrypted, 2 already under the new key',
    'recovery secrets: 0 re-encrypted, 3 already under the new key',
  ])

  // Rows under either key are handled, batch by batch: one put back under the old key.
  const [first] = users
  if (!first) throw new Error('no user')
  const context = walletContext('auth-share', { userId: first.id, projectId })
  await sql`update wallets set sealed_auth_share = ${sealWithKey(old.share, shares.get(first.id) ?? Buffer.alloc(0), context)}
    where user_id = ${first.id}`
  expect(
    await rotateKeys(sql, { shareKey: { current: old.share, next: next.share }, batchSize: 1 }),
  ).toEqual({ authShares: { rotated: 1, alreadyRotated: 1 } })

  // A value under neither key stops the rotation and changes nothing.
  const before = await sql`select user_id, sealed_secret from recovery_secrets order by user_id`
  await sql`update wallets set sealed_auth_share = ${sealWithKey(key(), randomBytes(33), context)}
    where user_id = ${first.id}`
  const failed = await rotate({
    ...env,
    LATCH_AUTH_SHARE_KEY: base64(next.share),
    LATCH_AUTH_RECOVERY_KEY: base64(next.recovery),
    LATCH_AUTH_SHARE_KEY_NEW: base64(key()),
    LATCH_AUTH_RECOVERY_KEY_NEW: base64(key()),
  })
  expect(failed).toMatchObject({ code: 1, out: [] })
  expect(failed.err).toEqual([
    `Key rotation failed, nothing changed: the auth share of user ${first.id} in project demo opens under neither key`,
  ])
  expect(await sql`select user_id, sealed_secret from recovery_secrets order by user_id`).toEqual(
    before,
  )
  // The failed rotation left the fingerprints of the keys in use.
  expect(await fingerprints()).toEqual({
    LATCH_AUTH_RECOVERY_KEY: keyFingerprint('LATCH_AUTH_RECOVERY_KEY', next.recovery).toString(
      'hex',
    ),
    LATCH_AUTH_SHARE_KEY: keyFingerprint('LATCH_AUTH_SHARE_KEY', next.share).toString('hex'),
  })
})

test('rotate-keys refuses a configuration without a new key, with a bad key or equal new keys', async () => {
  const same = base64(key())
  const url = 'postgres://u:p@127.0.0.1:1/db'
  expect(await rotate({ LATCH_AUTH_DATABASE_URL: url })).toEqual({
    code: 1,
    out: [],
    err: [
      'Invalid auth server configuration: LATCH_AUTH_SHARE_KEY_NEW or LATCH_AUTH_RECOVERY_KEY_NEW: one must be set',
      'Fresh keys: `latch-auth-server keys`.',
    ],
  })
  const bad = await rotate({ LATCH_AUTH_SHARE_KEY: 'short', LATCH_AUTH_SHARE_KEY_NEW: same })
  expect(bad.err[0]).toBe(
    'Invalid auth server configuration: LATCH_AUTH_DATABASE_URL: must be a postgres:// URL; LATCH_AUTH_SHARE_KEY: must be 32 bytes in base64',
  )
  const equal = await rotate({
    LATCH_AUTH_DATABASE_URL: url,
    LATCH_AUTH_SHARE_KEY: base64(key()),
    LATCH_AUTH_RECOVERY_KEY: base64(key()),
    LATCH_AUTH_SHARE_KEY_NEW: same,
    LATCH_AUTH_RECOVERY_KEY_NEW: same,
  })
  expect(equal.err[0]).toBe(
    'Invalid auth server configuration: LATCH_AUTH_RECOVERY_KEY_NEW: must differ from LATCH_AUTH_SHARE_KEY_NEW',
  )
})

test('rotate-keys refuses a new key equal to the current one, or equal to the other key after it', async () => {
  const url = 'postgres://u:p@127.0.0.1:1/db'
  const share = base64(key())
  const recovery = base64(key())
  const unchanged = await rotate({
    LATCH_AUTH_DATABASE_URL: url,
    LATCH_AUTH_SHARE_KEY: share,
    LATCH_AUTH_RECOVERY_KEY: recovery,
    LATCH_AUTH_SHARE_KEY_NEW: share,
    LATCH_AUTH_RECOVERY_KEY_NEW: recovery,
  })
  expect(unchanged).toMatchObject({ code: 1, out: [] })
  expect(unchanged.err[0]).toBe(
    'Invalid auth server configuration: LATCH_AUTH_SHARE_KEY_NEW: must differ from LATCH_AUTH_SHARE_KEY; LATCH_AUTH_RECOVERY_KEY_NEW: must differ from LATCH_AUTH_RECOVERY_KEY',
  )
  // Only the share key rotated, to the recovery key still in use: the server could not start.
  const shareOnRecovery = await rotate({
    LATCH_AUTH_DATABASE_URL: url,
    LATCH_AUTH_SHARE_KEY: share,
    LATCH_AUTH_RECOVERY_KEY: recovery,
    LATCH_AUTH_SHARE_KEY_NEW: recovery,
  })
  expect(shareOnRecovery.err[0]).toBe(
    'Invalid auth server configuration: LATCH_AUTH_SHARE_KEY_NEW: must differ from LATCH_AUTH_RECOVERY_KEY',
  )
  const recoveryOnShare = await rotate({
    LATCH_AUTH_DATABASE_URL: url,
    LATCH_AUTH_SHARE_KEY: share,
    LATCH_AUTH_RECOVERY_KEY: recovery,
    LATCH_AUTH_RECOVERY_KEY_NEW: share,
  })
  expect(recoveryOnShare.err[0]).toBe(
    'Invalid auth server configuration: LATCH_AUTH_RECOVERY_KEY_NEW: must differ from LATCH_AUTH_SHARE_KEY',
  )
})
