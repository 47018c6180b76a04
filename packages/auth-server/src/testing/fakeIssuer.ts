import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { generateKeyPair, type JWTPayload, SignJWT } from 'jose'

/** The next answer of a {@link FakeIssuer}'s token endpoint. */
export type FakeTokenAnswer =
  /** An ID token with the default claims (`iss`, `aud` = the client, `sub`, `iat`, `exp`) and these. */
  | { kind: 'tokens'; claims: JWTPayload }
  /** An error status and JSON body, e.g. 400 `{ error: 'invalid_grant' }` or 503. */
  | { kind: 'error'; status: number; body?: unknown }
  /** No answer at all (the request hangs until the issuer stops). */
  | { kind: 'hang' }

/** A token request the issuer received: its headers and form fields. */
export type FakeTokenRequest = { authorization: string | undefined; form: URLSearchParams }

/** A scriptable OpenID Connect issuer for tests of bad answers (see {@link startFakeIssuer}). */
export type FakeIssuer = {
  url: string
  /** Sets the token endpoint's next answers, in order (the last one repeats). */
  answer(...answers: FakeTokenAnswer[]): void
  /** Whether discovery answers 503 instead of the metadata. */
  setDiscoveryDown(down: boolean): void
  /** The token requests received, oldest first. */
  tokenRequests: FakeTokenRequest[]
  stop(): Promise<void>
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => {
      body += chunk
    })
    request.on('end', () => resolve(body))
    request.on('error', reject)
  })

/**
 * Starts a minimal OpenID Connect issuer on 127.0.0.1 (free port) whose token endpoint answers
 * what the test scripts: a wrong `nonce`, another `iss` or `aud`, `invalid_grant`, a 503, or
 * nothing. An honest provider (`startOidcProvider`) cannot give those answers. ID tokens are
 * RS256-signed with a key made at start.
 *
 * @param parameters.clientId The `aud` of its ID tokens by default.
 * @param parameters.authMethods `token_endpoint_auth_methods_supported`, in order.
 */
export async function startFakeIssuer(parameters: {
  clientId: string
  authMethods?: string[]
}): Promise<FakeIssuer> {
  const { privateKey } = await generateKeyPair('RS256')
  const tokenRequests: FakeTokenRequest[] = []
  let answers: FakeTokenAnswer[] = [{ kind: 'tokens', claims: {} }]
  let discoveryDown = false
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', url).pathname
    if (path === '/.well-known/openid-configuration') {
      if (discoveryDown) {
        response.writeHead(503).end()
        return
      }
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(
        JSON.stringify({
          issuer: url,
          authorization_endpoint: `${url}/auth`,
          token_endpoint: `${url}/token`,
          jwks_uri: `${url}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          code_challenge_methods_supported: ['S256'],
          ...(parameters.authMethods && {
            token_endpoint_auth_methods_supported: parameters.authMethods,
          }),
        }),
      )
      return
    }
    if (path === '/token' && request.method === 'POST') {
      tokenRequests.push({
        authorization: request.headers.authorization,
        form: new URLSearchParams(await readBody(request)),
      })
      const next = answers.length > 1 ? (answers.shift() as FakeTokenAnswer) : answers[0]
      if (!next || next.kind === 'hang') return
      if (next.kind === 'error') {
        response.writeHead(next.status, { 'content-type': 'application/json' })
        response.end(JSON.stringify(next.body ?? {}))
        return
      }
      const now = Math.floor(Date.now() / 1000)
      const idToken = await new SignJWT({
        iss: url,
        aud: parameters.clientId,
        sub: 'fake-subject',
        iat: now,
        exp: now + 300,
        ...next.claims,
      })
        .setProtectedHeader({ alg: 'RS256' })
        .sign(privateKey)
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(
        JSON.stringify({
          access_token: 'fake-access-token',
          token_type: 'Bearer',
          id_token: idToken,
        }),
      )
      return
    }
    response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    tokenRequests,
    answer: (...next) => {
      answers = next
    },
    setDiscoveryDown: (down) => {
      discoveryDown = down
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
