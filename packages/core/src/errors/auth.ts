/**
 * What the email login says when it fails (issue 15). Spec §8 does not word these, so they are
 * Latch's own; the spec's own auth texts ('Authenticating...', 'A problem occurred while trying
 * initialize authentication', the iframe alerts) are in `ErrorMessages`.
 */
export const AuthMessages = {
  invalidEmail: 'Enter a valid email address',
  invalidCode: 'Invalid code',
  expiredCode: 'This code has expired. Send a new one.',
  locked: 'Too many wrong codes. Send a new one.',
  rateLimited: 'Too many requests. Try again later.',
  unreachable: 'The login server could not be reached',
} as const

/** `Invalid code. {n} attempts left.` (one attempt: `1 attempt left`). */
export function invalidCodeMessage(attemptsLeft: number | undefined): string {
  if (attemptsLeft === undefined) return AuthMessages.invalidCode
  return `${AuthMessages.invalidCode}. ${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`
}
