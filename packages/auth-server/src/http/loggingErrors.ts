import { AsyncLocalStorage } from 'node:async_hooks'
import { type DestinationStream, type Logger, pino } from 'pino'
import type { AuthLogLevel } from '../config.js'

export type { Logger } from 'pino'

/** Anything shaped like an email address (`local@domain`), wherever it sits in a text. */
const EMAIL = /[^\s<>"'(),;:[\]]+@[^\s<>"'(),;:[\]]+/g

/** `text` with every email-shaped part replaced by `[email]`. */
const redactEmails = (text: string): string => text.replace(EMAIL, '[email]')

/** Error fields that may be logged as they are (an SMTP or PostgreSQL code, the SMTP command). */
const KEPT_FIELDS = ['code', 'responseCode', 'command'] as const

/**
 * A copy of `error` safe to log: an `Error` with the same `name`, its `message` and `stack` with
 * email addresses replaced by `[email]`, and its `code`, `responseCode` and `command` when they are
 * strings or numbers. Nothing else is copied: no SMTP `response`, `rejected` recipients,
 * `envelope`, PostgreSQL `detail` or `cause`, which can carry addresses or stored values. Any pino
 * logger can log the copy as `err`.
 *
 * @param error Whatever was thrown; a non-`Error` becomes an `Error` named after its `typeof`.
 */
export function sanitizeError(error: unknown): Error {
  if (!(error instanceof Error)) {
    const copy = new Error(redactEmails(String(error)))
    copy.name = typeof error
    copy.stack = undefined
    return copy
  }
  const copy = new Error(redactEmails(error.message))
  copy.name = error.name
  copy.stack = error.stack === undefined ? undefined : redactEmails(error.stack)
  const from = error as unknown as Record<string, unknown>
  const to = copy as unknown as Record<string, unknown>
  for (const field of KEPT_FIELDS) {
    const value = from[field]
    if (typeof value === 'string') to[field] = redactEmails(value)
    else if (typeof value === 'number') to[field] = value
  }
  return copy
}

/**
 * The logged form of an error (the server logger's `err` and `error` serializer): `type` (its
 * name), `code`, `responseCode` and `command` when set, `message` and `stack`, all taken from
 * {@link sanitizeError}, so no email address, SMTP answer or database detail is written.
 *
 * @param error Whatever was thrown.
 */
export function serializeLoggedError(error: unknown): Record<string, unknown> {
  const safe = sanitizeError(error)
  const fields = safe as unknown as Record<string, unknown>
  const logged: Record<string, unknown> = { type: safe.name, message: safe.message }
  for (const field of KEPT_FIELDS) if (fields[field] !== undefined) logged[field] = fields[field]
  if (safe.stack) logged.stack = safe.stack
  return logged
}

/**
 * Paths pino removes from every line, should an error reach a logger unserialized (they carry
 * recipients, SMTP answers or stored values).
 */
const REDACTED_PATHS = ['rejected', 'rejectedErrors', 'response', 'envelope', 'detail'].flatMap(
  (field) => [`err.${field}`, `error.${field}`],
)

/**
 * Makes the auth server's logger: pino, one JSON object per line on standard output, with
 * `name: 'latch-auth-server'`. Errors under `err` or `error` go through
 * {@link serializeLoggedError}, so no email address, SMTP answer or database detail is written.
 *
 * @param level The lowest level written (`LATCH_AUTH_LOG_LEVEL`); `silent` writes nothing.
 * @param destination Where the lines go; standard output by default.
 */
export function createAuthLogger(level: AuthLogLevel, destination?: DestinationStream): Logger {
  const options = {
    name: 'latch-auth-server',
    level,
    serializers: { err: serializeLoggedError, error: serializeLoggedError },
    redact: { paths: REDACTED_PATHS, remove: true },
  }
  return destination ? pino(options, destination) : pino(options)
}

const requestLogger = new AsyncLocalStorage<Logger>()

/** Runs `next` with `logger` as the request's logger (for {@link logServerError} within it). */
export function runWithRequestLogger<T>(logger: Logger, next: () => T): T {
  return requestLogger.run(logger, next)
}
let defaultLogger: Logger | undefined

/**
 * Sets the logger {@link logServerError} uses outside any request: `createAuthServer` sets its
 * own (the last server made wins; a process runs one), tests a silent or capturing one.
 */
export function setDefaultLogger(logger: Logger): void {
  defaultLogger = logger
}

/**
 * Logs a failure at `error` level through the logger of the request being served (with its
 * request id), or outside any request through the default logger ({@link setDefaultLogger}; pino
 * at `info` until one is set). Never put emails, codes, tokens or IPs in `fields`.
 *
 * @param message What failed, in plain words.
 * @param error The error (logged as `err` through {@link sanitizeError}: name, code, message
 *   and stack with emails redacted), or `undefined`.
 */
export function logServerError(message: string, error: unknown, fields: object = {}): void {
  defaultLogger ??= createAuthLogger('info')
  const logger = requestLogger.getStore() ?? defaultLogger
  logger.error({ ...fields, ...(error !== undefined && { err: sanitizeError(error) }) }, message)
}
