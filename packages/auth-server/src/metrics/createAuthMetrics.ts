import { Counter, Histogram, Registry } from 'prom-client'

/** How a login was made, the `method` label of `latch_auth_logins_total`. */
export type LoginMethod = 'email' | 'passkey' | 'social' | 'farcaster'

/** One auth server's Prometheus metrics, in a registry of its own. */
export type AuthMetrics = {
  /** The registry `GET /metrics` serializes (not prom-client's global one). */
  registry: Registry
  /** `latch_auth_http_requests_total{method,route,status}`. */
  requests: Counter<'method' | 'route' | 'status'>
  /** `latch_auth_http_request_duration_seconds{method,route}`, in seconds. */
  duration: Histogram<'method' | 'route'>
  /** `latch_auth_codes_sent_total`: login code emails handed to the SMTP server. */
  codesSent: Counter
  /** `latch_auth_logins_total{method}`: sessions issued by a login (not by a refresh). */
  logins: Counter<'method'>
  /** `latch_auth_rate_limited_total{limit}`: requests answered 429, by the limit they hit. */
  rateLimited: Counter<'limit'>
}

/**
 * Makes the auth server's Prometheus metrics in a new registry, so several servers in one process
 * (tests, or one per port) count apart. Latency buckets run from 5 ms to 10 s.
 *
 * @returns The {@link AuthMetrics}; `registry.metrics()` gives the text exposition format.
 */
export function createAuthMetrics(): AuthMetrics {
  const registry = new Registry()
  const registers = [registry]
  return {
    registry,
    requests: new Counter({
      name: 'latch_auth_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    }),
    duration: new Histogram({
      name: 'latch_auth_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, in seconds, by method and route pattern.',
      labelNames: ['method', 'route'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    codesSent: new Counter({
      name: 'latch_auth_codes_sent_total',
      help: 'Login code emails handed to the SMTP server.',
      registers,
    }),
    logins: new Counter({
      name: 'latch_auth_logins_total',
      help: 'Sessions issued by a login, by method (email, passkey, social, farcaster).',
      labelNames: ['method'] as const,
      registers,
    }),
    rateLimited: new Counter({
      name: 'latch_auth_rate_limited_total',
      help: 'Requests refused with 429, by the limit they hit (e.g. code:ip, verify:address).',
      labelNames: ['limit'] as const,
      registers,
    }),
  }
}
