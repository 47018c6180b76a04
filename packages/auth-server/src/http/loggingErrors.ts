import { AsyncLocalStorage } from 'node:async_hooks'
import { type Logger, pino } from 'pino'
import type { AuthLogLevel } from '../config.js'

export type { Logger } from 'pino'

/**
 * Makes the auth server's logger: pino, one JSON object per line on standard output, with
 * `name: 'latch-auth-server'`.
 *
 * @param level The lowest level written (`LATCH_AUTH_LOG_LEVEL`); `silent` writes nothing.
 */
export function createAuthLogger(level: AuthLogLevel): Logger {
  return pino({ name: 'latch-auth-server', level })
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
 * @param error The error (serialized as `err`: type, message, stack), or `undefined`.
 */
export function logServerError(message: string, error: unknown, fields: object = {}): void {
  defaultLogger ??= createAuthLogger('info')
  const logger = requestLogger.getStore() ?? defaultLogger
  logger.error({ ...fields, ...(error !== undefined && { err: error }) }, message)
}
