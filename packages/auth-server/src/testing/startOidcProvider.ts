import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair } from 'jose'
import * as z from 'zod'
import { devSocialClientSecret } from './devAuthServerEnv.js'

/** A running local OpenID Connect provider (see {@link startOidcProvider}). */
export type LocalOidcProvider = { url: string; stop(): Promise<void> }

const loginFormSchema = z.object({
  subject: z.string().trim().min(1).max(255),
  email: z.string().trim().max(254).optional(),
  email_verified: z.literal('on').optional(),
})

type LocalAccount = { email?: string; email_verified?: boolean; preferred_username: string }

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => {
      body += chunk
      if (body.length > 16_384) request.destroy(new Error('body too large'))
    })
    request.on('end', () => resolve(body))
    request.on('error', reject)
  })
}

function loginPage(clientId: string, uid: string): string {
  const name = escapeHtml(clientId)
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local ${name} login</title></head>
<body><h1>Local ${name} login</h1>
<form method="post" action="/interaction/${escapeHtml(uid)}">
<p><label>Subject <input name="subject" required autocomplete="off"></label></p>
<p><label>Email <input name="email" type="email" autocomplete="off"></label></p>
<p><label><input name="email_verified" type="checkbox" checked> Email verified</label></p>
<p><button type="submit">Sign in</button></p>
</form></body></html>`
}

/**
 * Starts a real OpenID Connect provider (`oidc-provider`, a devDependency) on 127.0.0.1 for the
 * demo and tests: issuer `http://127.0.0.1:{port}`, one confidential client per provider id
 * (`client_id` = the id, secret {@link devSocialClientSecret}, redirect URI
 * `{authUrl}/v1/social/{id}/callback`), PKCE required, no consent page. Every authorization shows
 * a login page with `textbox` "Subject", `textbox` "Email", `checkbox` "Email verified" and
 * `button` "Sign in": whoever logs in picks the subject and email each time. Accounts live in
 * memory.
 *
 * @param parameters.port Defaults to 8789; 0 picks a free port.
 * @param parameters.authUrl The auth server's public URL the clients redirect to.
 * @param parameters.providerIds The ids the provider poses as (`google`, `x`, …).
 */
export async function startOidcProvider(parameters: {
  port?: number
  authUrl: string
  providerIds: readonly string[]
}): Promise<LocalOidcProvider> {
  // A devDependency: imported here so `@latch/auth-server` loads without it in production.
  const { default: Provider } = await import('oidc-provider')
  const accounts = new Map<string, LocalAccount>()
  const server = createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(parameters.port ?? 8789, '127.0.0.1', resolve)
  })
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const provider = new Provider(url, {
    clients: parameters.providerIds.map((id) => ({
      client_id: id,
      client_secret: devSocialClientSecret(id),
      redirect_uris: [new URL(`/v1/social/${id}/callback`, parameters.authUrl).href],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    jwks: {
      keys: [{ ...(await exportJWK(privateKey)), kid: 'latch-dev', use: 'sig', alg: 'RS256' }],
    },
    cookies: { keys: ['latch-dev-oidc-cookie-key-not-for-production'] },
    conformIdTokenClaims: false,
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username'],
    },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    interactions: { url: (_context, interaction) => `/interaction/${interaction.uid}` },
    // No consent page: every client is granted openid, email and profile.
    async loadExistingGrant(context) {
      const accountId = context.oidc.session?.accountId
      const clientId = context.oidc.client?.clientId
      if (!accountId || !clientId) return undefined
      const grant = new context.oidc.provider.Grant({ clientId, accountId })
      grant.addOIDCScope('openid email profile')
      await grant.save()
      return grant
    },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    async findAccount(_context, id) {
      const account = accounts.get(id)
      if (!account) return undefined
      return { accountId: id, claims: async () => ({ sub: id, ...account }) }
    },
  })
  const callback = provider.callback()
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', url)
    const interaction = /^\/interaction\/([\w-]+)$/.exec(path.pathname)
    if (path.pathname === '/') {
      response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' })
      response.end('Latch local OpenID Connect provider (development and tests only).\n')
      return
    }
    if (interaction && request.method === 'GET') {
      const details = await provider.interactionDetails(request, response)
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end(loginPage(String(details.params.client_id), details.uid))
      return
    }
    if (interaction && request.method === 'POST') {
      const form = loginFormSchema.safeParse(
        Object.fromEntries(new URLSearchParams(await readBody(request))),
      )
      if (!form.success) {
        response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' })
        response.end('Subject is required.\n')
        return
      }
      const { subject, email, email_verified } = form.data
      accounts.set(subject, {
        preferred_username: subject,
        ...(email && { email, email_verified: email_verified === 'on' }),
      })
      await provider.interactionFinished(
        request,
        response,
        { login: { accountId: subject } },
        { mergeWithLastSubmission: false },
      )
      return
    }
    // Each authorization asks who logs in: a developer or a test picks the subject every time.
    if (path.pathname === '/auth' && !path.searchParams.has('prompt')) {
      path.searchParams.set('prompt', 'login')
      request.url = `${path.pathname}${path.search}`
    }
    callback(request, response)
  }
  server.on('request', (request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error('[local oidc provider]', error)
      if (!response.headersSent) response.writeHead(500)
      response.end()
    })
  })
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
