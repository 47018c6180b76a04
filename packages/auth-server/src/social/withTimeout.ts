import { SocialError } from './types.js'

/** How long a provider may take for one step (token exchange, profile), in milliseconds. */
export const PROVIDER_TIMEOUT_MS = 10_000

/**
 * Races `promise` against a timer: past `ms` it rejects with `SocialError('provider_unavailable')`.
 * For libraries that call `fetch` without a signal (arctic); the request itself is left to finish.
 */
export async function withTimeout<T>(promise: Promise<T>, ms = PROVIDER_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SocialError('provider_unavailable')), ms)
  })
  try {
    return await Promise.race([promise, timeout])
  } finally {
    clearTimeout(timer)
  }
}
