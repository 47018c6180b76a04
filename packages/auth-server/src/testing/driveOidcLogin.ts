/** Who logs in at the local provider's form (see `startOidcProvider`). */
export type LocalLogin = { subject: string; email?: string; emailVerified?: boolean }

/**
 * Logs in at the local OpenID Connect provider as a browser would, with `fetch`: follows the
 * redirects from `startUrl` (a cookie jar per origin), fills the login form, and stops at the
 * first redirect whose URL starts with `stopAt` (the auth server's callback), without following it.
 *
 * @returns The URL the provider redirected to (`…/callback?code=…&state=…&iss=…`).
 * @throws {Error} when no such redirect comes within 20 hops.
 */
export async function driveOidcLogin(
  startUrl: string,
  login: LocalLogin & { stopAt: string },
): Promise<URL> {
  const cookies = new Map<string, Map<string, string>>()
  const jar = (url: URL) => {
    const known = cookies.get(url.origin)
    if (known) return known
    const fresh = new Map<string, string>()
    cookies.set(url.origin, fresh)
    return fresh
  }
  let url = new URL(startUrl)
  let init: RequestInit = { method: 'GET' }
  for (let hop = 0; hop < 20; hop++) {
    if (url.href.startsWith(login.stopAt)) return url
    const cookieHeader = [...jar(url)].map(([name, value]) => `${name}=${value}`).join('; ')
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        ...(cookieHeader && { cookie: cookieHeader }),
      },
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const at = pair.indexOf('=')
      if (at > 0) jar(url).set(pair.slice(0, at).trim(), pair.slice(at + 1).trim())
    }
    const location = response.headers.get('location')
    if (location) {
      url = new URL(location, url)
      init = { method: 'GET' }
      continue
    }
    const page = await response.text()
    const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1]
    if (!response.ok || !action)
      throw new Error(`unexpected page at ${url.href}: ${response.status}`)
    url = new URL(action, url)
    const form = new URLSearchParams({ subject: login.subject })
    if (login.email) form.set('email', login.email)
    if (login.emailVerified ?? true) form.set('email_verified', 'on')
    init = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    }
  }
  throw new Error(`no redirect to ${login.stopAt} within 20 hops`)
}
