import { type Context, Hono } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { writeAuditEvent } from '../audit/writeAuditEvent.js'
import { isExactOrigin } from '../config.js'
import type { AuthServerDependencies, AuthServerEnv } from '../http/AuthServerEnv.js'
import { limitPerIp } from '../http/limitPerIp.js'
import { parseJsonBody } from '../http/parseJsonBody.js'
import { requireAccessToken } from '../http/requireAccessToken.js'
import { requireFreshLogin } from '../http/requireFreshLogin.js'
import { createPasskeyChallenge } from '../passkeys/challenges.js'
import {
  countPasskeys,
  listPasskeyCredentials,
  MAX_PASSKEYS_PER_USER,
  readPasskeyUser,
} from '../passkeys/credentials.js'
import {
  loginOptions,
  passkeyRelyingParty,
  recoveryOptions,
  registrationOptions,
} from '../passkeys/passkeyOptions.js'
import { protectRecovery } from '../passkeys/protectRecovery.js'
import {
  confirmSchema,
  loginOptionsSchema,
  loginVerifySchema,
  originSchema,
  registerVerifySchema,
} from '../passkeys/requestSchemas.js'
import { verifyPasskeyAssertion } from '../passkeys/verifyPasskeyAssertion.js'
import { verifyPasskeyRegistration } from '../passkeys/verifyPasskeyRegistration.js'
import { findProject } from '../projects/findProject.js'
import { isProjectId } from '../projects/projectIdSchema.js'
import { isFirstRefusal } from '../rateLimit/consumeRateLimit.js'
import { rateLimitSubject } from '../rateLimit/rateLimitSubject.js'
import { issueSession } from '../sessions/issueSession.js'
import { verifyDpopProof } from '../sessions/verifyDpopProof.js'

/** The first characters of a credential id, as audit rows name it. */
const idPrefix = (id: string) => id.slice(0, 8)

/**
 * The passkey API (API.md "Passkeys"): `GET /v1/passkeys`; the discoverable login
 * (`POST /v1/passkeys/login/options|verify`, bound to the frame's DPoP key, ending in a session
 * whose refresh family is bound to it); and behind a Bearer token whose login is at most 10
 * minutes old (else 403 `login_required`), adding a passkey (`register/options|verify`, at most
 * `MAX_PASSKEYS_PER_USER` per user, else 409 `too_many_passkeys`) and making a PRF passkey the
 * wallet's recovery factor (`recovery/options|confirm`). Challenges live 5 minutes in PostgreSQL and are taken once; every
 * ceremony requires user verification. Options and verifications are rate-limited per IP, and
 * refusals audited (`passkey_refused`, once per IP, reason and window).
 */
export function passkeyRoutes(dependencies: AuthServerDependencies) {
  const { config, sql } = dependencies
  const { rateLimits } = config
  const htu = (path: string) => new URL(path, config.publicUrl).href
  const relyingParty = () => passkeyRelyingParty(config)
  const fresh = requireFreshLogin(dependencies)
  const unavailable = (context: Context<AuthServerEnv>) =>
    context.json({ error: 'passkeys_unavailable' }, 404)
  const limitOptions = (context: Context<AuthServerEnv>) =>
    limitPerIp(dependencies, context, 'passkey:options', rateLimits.passkeyOptionsPerIp)
  const limitVerifications = (context: Context<AuthServerEnv>) =>
    limitPerIp(dependencies, context, 'passkey:verify', rateLimits.passkeyVerificationsPerIp)

  /** Answers `{ error: reason }`, audited `passkey_refused` once per IP, reason and window. */
  const refuse = async (
    context: Context<AuthServerEnv>,
    reason: string,
    status: ContentfulStatusCode,
    who: { userId?: string; projectId?: string } = {},
  ) => {
    const requestOrigin = context.get('requestOrigin')
    const key = `passkey:refused:${reason}:ip:${rateLimitSubject(requestOrigin.ip)}`
    const { windowSeconds } = rateLimits
    if (await isFirstRefusal(sql, { key, windowSeconds, now: config.now() })) {
      await writeAuditEvent(sql, requestOrigin, {
        event: 'passkey_refused',
        ...who,
        detail: { reason },
      })
    }
    return context.json({ error: reason }, status)
  }

  /** The token's project when `hostOrigin` is one of its allowed origins. */
  const allowedProject = async (projectId: string, hostOrigin: string) => {
    const project = await findProject(sql, projectId)
    return project && isExactOrigin(hostOrigin) && project.allowedOrigins.includes(hostOrigin)
      ? project
      : undefined
  }

  return new Hono<AuthServerEnv>()
    .use('/v1/passkeys/register/*', requireAccessToken(dependencies), fresh)
    .use('/v1/passkeys/recovery/*', requireAccessToken(dependencies), fresh)
    .get('/v1/passkeys', (context) => {
      const rp = relyingParty()
      return rp ? context.json({ rpId: rp.rpId }) : unavailable(context)
    })
    .post('/v1/passkeys/login/options', async (context) => {
      const body = await parseJsonBody(context, loginOptionsSchema)
      if (!body) return context.json({ error: 'invalid_request' }, 400)
      if (!isProjectId(body.projectId)) return context.json({ error: 'invalid_project_id' }, 400)
      const limited = await limitOptions(context)
      if (limited) return limited
      const rp = relyingParty()
      if (!rp) return unavailable(context)
      const now = config.now()
      const jkt = await verifyDpopProof(sql, context.req.header('dpop'), {
        htm: 'POST',
        htu: htu('/v1/passkeys/login/options'),
        now,
      })
      if (!jkt) return context.json({ error: 'invalid_dpop_proof' }, 400)
      const project = await findProject(sql, body.projectId)
      if (!project) return context.json({ error: 'unknown_project' }, 404)
      if (!(await allowedProject(project.id, body.origin)))
        return refuse(context, 'invalid_origin', 400, { projectId: project.id })
      const challenge = await createPasskeyChallenge(sql, {
        purpose: 'login',
        userId: null,
        projectId: project.id,
        origin: body.origin,
        jkt,
        now,
      })
      return context.json({
        challengeId: challenge.id,
        options: await loginOptions(rp, challenge.bytes),
      })
    })
    .post('/v1/passkeys/login/verify', async (context) => {
      const body = await parseJsonBody(context, loginVerifySchema)
      if (!body) return context.json({ error: 'invalid_request' }, 400)
      const limited = await limitVerifications(context)
      if (limited) return limited
      const rp = relyingParty()
      if (!rp) return unavailable(context)
      const now = config.now()
      const jkt = await verifyDpopProof(sql, context.req.header('dpop'), {
        htm: 'POST',
        htu: htu('/v1/passkeys/login/verify'),
        now,
      })
      if (!jkt) return context.json({ error: 'invalid_dpop_proof' }, 400)
      const checked = await verifyPasskeyAssertion(sql, rp, {
        challengeId: body.challengeId,
        purpose: 'login',
        response: body.response,
        jkt,
        now,
      })
      if (!checked.ok) return refuse(context, checked.reason, 400)
      const { challenge, credential } = checked
      const [user] = await sql<{ id: string; email: string | null }[]>`
        select id, email from users where id = ${credential.userId}`
      if (!user) return refuse(context, 'unknown_credential', 400)
      await writeAuditEvent(sql, context.get('requestOrigin'), {
        event: 'login',
        userId: user.id,
        projectId: challenge.projectId,
        detail: { method: 'passkey', credentialId: idPrefix(credential.id) },
      })
      const session = await issueSession(sql, config, {
        user,
        projectId: challenge.projectId,
        authTime: now,
        jkt,
      })
      return context.json(session)
    })
    .post('/v1/passkeys/register/options', async (context) => {
      const body = await parseJsonBody(context, originSchema)
      if (!body) return context.json({ error: 'invalid_request' }, 400)
      const limited = await limitOptions(context)
      if (limited) return limited
      const rp = relyingParty()
      if (!rp) return unavailable(context)
      const { userId, projectId } = context.get('accessToken')
      const project = await allowedProject(projectId, body.origin)
      if (!project) return refuse(context, 'invalid_origin', 400, { userId, projectId })
      const user = await readPasskeyUser(sql, userId)
      if (!user) return context.json({ error: 'invalid_session' }, 401)
      if ((await countPasskeys(sql, userId)) >= MAX_PASSKEYS_PER_USER)
        return refuse(context, 'too_many_passkeys', 409, { userId, projectId })
      const challenge = await createPasskeyChallenge(sql, {
        purpose: 'register',
        userId,
        projectId,
        origin: body.origin,
        jkt: null,
        now: config.now(),
      })
      const options = await registrationOptions(rp, {
        challenge: challenge.bytes,
        user,
        hostOrigin: body.origin,
        exclude: await listPasskeyCredentials(sql, { userId }),
      })
      return context.json({ challengeId: challenge.id, options })
    })
    .post('/v1/passkeys/register/verify', async (context) => {
      const body = await parseJsonBody(context, registerVerifySchema)
      if (!body) return context.json({ error: 'invalid_request' }, 400)
      const limited = await limitVerifications(context)
      if (limited) return limited
      const rp = relyingParty()
      if (!rp) return unavailable(context)
      const { userId, projectId } = context.get('accessToken')
      const stored = await verifyPasskeyRegistration(sql, rp, {
        challengeId: body.challengeId,
        userId,
        response: body.response,
        prf: body.prf,
        now: config.now(),
      })
      if (!stored.ok) {
        const conflict =
          stored.reason === 'credential_exists' || stored.reason === 'too_many_passkeys'
        const status = conflict ? 409 : 400
        return refuse(context, stored.reason, status, { userId, projectId })
      }
      await writeAuditEvent(sql, context.get('requestOrigin'), {
        event: 'passkey_registered',
        userId,
        projectId: stored.projectId,
        detail: {
          credentialId: idPrefix(stored.credentialId),
          prf: body.prf,
          deviceType: stored.deviceType,
          backedUp: stored.backedUp,
        },
      })
      return context.json({ credentialId: stored.credentialId, prf: body.prf }, 201)
    })
    .post('/v1/passkeys/recovery/options', async (context) => {
      const body = await parseJsonBody(context, originSchema)
      if (!body) return context.json({ error: 'invalid_request' }, 400)
      const limited = await limitOptions(context)
      if (limited) return limited
      const rp = relyingParty()
      if (!rp) return unavailable(context)
      const { userId, projectId } = context.get('accessToken')
      if (!(await allowedProject(projectId, body.origin)))
        return refuse(context, 'invalid_origin', 400, { userId, projectId })
      const allow = await listPasskeyCredentials(sql, { userId, withoutShareIn: projectId })
      if (allow.length === 0) return context.json({ error: 'no_prf_passkey' }, 404)
      const challenge = await createPasskeyChallenge(sql, {
        purpose: 'confirm',
        userId,
        projectId,
        origin: body.origin,
        jkt: null,
        now: config.now(),
      })
      return context.json({
        challengeId: challenge.id,
        options: await recoveryOptions(rp, challenge.bytes, allow),
      })
    })
    .post('/v1/passkeys/recovery/confirm', async (context) => {
      const body = await parseJsonBody(context, confirmSchema)
      if (!body) return context.json({ error: 'invalid_request' }, 400)
      const limited = await limitVerifications(context)
      if (limited) return limited
      const rp = relyingParty()
      if (!rp) return unavailable(context)
      const { userId, projectId } = context.get('accessToken')
      const outcome = await protectRecovery(sql, rp, {
        userId,
        projectId,
        challengeId: body.challengeId,
        response: body.response,
        wrappedShare: body.wrappedShare,
        now: config.now(),
      })
      if (outcome.status !== 'protected') {
        const status = outcome.status === 'no_wallet' ? 404 : 400
        return refuse(context, outcome.status, status, { userId, projectId })
      }
      await writeAuditEvent(sql, context.get('requestOrigin'), {
        event: 'recovery_protected',
        userId,
        projectId,
        detail: { credentialId: idPrefix(outcome.credentialId) },
      })
      return context.json({ recovery: 'passkey' as const })
    })
}
