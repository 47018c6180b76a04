/**
 * Races `promise` against a timer: past `ms` milliseconds it rejects with `onTimeout()`. For
 * libraries that call `fetch` without a signal (arctic, `@farcaster/auth-client`); the request
 * itself is left to finish.
 *
 * @param ms How long to wait, in milliseconds.
 * @param onTimeout Makes the error the timeout rejects with (e.g. a `SocialError`).
 */
export async function withTimeout<T>(
  promise: Promise<T>,
  ms: number,
  onTimeout: () => Error,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms)
  })
  try {
    return await Promise.race([promise, timeout])
  } finally {
    clearTimeout(timer)
  }
}
