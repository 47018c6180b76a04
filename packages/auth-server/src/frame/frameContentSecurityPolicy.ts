/**
 * The auth frame page's Content-Security-Policy (API.md "Public"): its own scripts and styles only,
 * embeddable by `frameAncestor` alone (an allowed origin of the project), or by nobody.
 */
export function frameContentSecurityPolicy(frameAncestor: string | undefined): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self' http: https:",
    `frame-ancestors ${frameAncestor ?? "'none'"}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
}

/**
 * The approval window's Content-Security-Policy: its own scripts and styles only, no requests at
 * all (what it shows comes from the frame that opened it), and embeddable by nobody, so no page
 * can paint over the request the user approves.
 */
export function approvalWindowContentSecurityPolicy(): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
}
