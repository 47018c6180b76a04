// The part of autocannon@9's API (MIT; no bundled types) the load test uses.
declare module 'autocannon' {
  type Request = {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
  }
  type Context = Record<string, unknown>
  type Histogram = { average: number; mean: number; p50: number; p99: number; max: number }
  export type Result = {
    requests: Histogram & { total: number; sent: number }
    latency: Histogram
    duration: number
    errors: number
    timeouts: number
    non2xx: number
    statusCodeStats: Record<string, { count: number }>
  }
  type Options = {
    url: string
    connections?: number
    amount?: number
    timeout?: number
    requests?: {
      method?: string
      path?: string
      headers?: Record<string, string>
      setupRequest?(request: Request, context: Context): Request
      onResponse?(status: number, body: string, context: Context): void
    }[]
  }
  export default function autocannon(options: Options): Promise<Result>
}
