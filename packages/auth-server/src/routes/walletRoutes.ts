import { Hono } from 'hono'
import { getAddress, isAddress } from 'viem'
import * as z from 'zod'
import { writeAuditEvent } from '../audit/writeAuditEvent.js'
import type { AuthServerDependencies, AuthServerEnv } from '../http/AuthServerEnv.js'
import { parseJsonBody } from '../http/parseJsonBody.js'
import { requireAccessToken } from '../http/requireAccessToken.js'
import { isFreshLogin } from '../http/requireFreshLogin.js'
import { createWallet } from '../wallets/createWallet.js'
import { issueRecoverySecret } from '../wallets/issueRecoverySecret.js'
import { readPasskeyShares, readWallet } from '../wallets/readWallet.js'

const base64 = (maxBytes: number) =>
  z
    .base64()
    .transform((value) => Buffer.from(value, 'base64'))
    .refine((bytes) => bytes.length > 0 && bytes.length <= maxBytes, 'wrong size')
const createWalletSchema = z.object({
  address: z
    .string()
    .refine((value) => isAddress(value), 'must be a checksummed or lower 0x address'),
  authShare: base64(1024),
  recoveryShare: base64(2048),
})

/** `/v1/wallet…` (API.md "Wallet and key shares"), all behind a Bearer access token. */
export function walletRoutes(dependencies: AuthServerDependencies) {
  const { config, sql } = dependencies

  return new Hono<AuthServerEnv>()
    .use('/v1/wallet/*', requireAccessToken(dependencies))
    .use('/v1/wallet', requireAccessToken(dependencies))
    .post('/v1/wallet/recovery-secret', async (context) => {
      const { userId, projectId, authTime } = context.get('accessToken')
      if (!isFreshLogin(authTime, config.now()))
        return context.json({ error: 'login_required' }, 403)
      const issued = await issueRecoverySecret(sql, {
        recoveryKey: config.recoveryKey,
        userId,
        projectId,
      })
      if (issued.status === 'wallet_exists') return context.json({ error: 'wallet_exists' }, 409)
      return context.json({ recoverySecret: issued.recoverySecret.toString('base64') })
    })
    .post('/v1/wallet', async (context) => {
      const body = await parseJsonBody(context, createWalletSchema)
      if (!body) return context.json({ error: 'invalid_request' }, 400)
      const { userId, projectId } = context.get('accessToken')
      const address = getAddress(body.address)
      const outcome = await createWallet(sql, {
        shareKey: config.shareKey,
        userId,
        projectId,
        address,
        authShare: body.authShare,
        recoveryShare: body.recoveryShare,
      })
      if (outcome !== 'created')
        return context.json({ error: outcome }, outcome === 'wallet_exists' ? 409 : 400)
      await writeAuditEvent(sql, context.get('requestOrigin'), {
        event: 'wallet_created',
        userId,
        projectId,
        detail: { address },
      })
      return context.json({ address }, 201)
    })
    .get('/v1/wallet/auth-share', async (context) => {
      const { userId, projectId } = context.get('accessToken')
      const wallet = await readWallet(sql, { ...config, userId, projectId })
      if (!wallet) return context.json({ error: 'no_wallet' }, 404)
      await writeAuditEvent(sql, context.get('requestOrigin'), {
        event: 'auth_share_released',
        userId,
        projectId,
      })
      return context.json({
        address: wallet.address,
        authShare: wallet.authShare.toString('base64'),
      })
    })
    .get('/v1/wallet/recovery', async (context) => {
      const { userId, projectId, authTime } = context.get('accessToken')
      if (!isFreshLogin(authTime, config.now()))
        return context.json({ error: 'login_required' }, 403)
      const wallet = await readWallet(sql, { ...config, userId, projectId })
      if (!wallet) return context.json({ error: 'no_wallet' }, 404)
      await writeAuditEvent(sql, context.get('requestOrigin'), {
        event: 'recovery_released',
        userId,
        projectId,
        detail: { via: wallet.recovery },
      })
      if (wallet.recovery === 'passkey') {
        const shares = await readPasskeyShares(sql, { userId, projectId })
        return context.json({
          address: wallet.address,
          recovery: 'passkey' as const,
          passkeyShares: shares.map((share) => ({
            credentialId: share.credentialId,
            wrappedShare: share.wrappedShare.toString('base64'),
          })),
        })
      }
      return context.json({
        address: wallet.address,
        recovery: 'login' as const,
        recoveryShare: wallet.recoveryShare.toString('base64'),
        recoverySecret: wallet.recoverySecret.toString('base64'),
      })
    })
}
