/** Log levels of spec §9: fatal 60, error 50, warn 40, info 30, debug 20, trace 10. */
export const logLevels = { fatal: 60, error: 50, warn: 40, info: 30, debug: 20, trace: 10 } as const

/** A log level's name. */
export type LogLevel = keyof typeof logLevels

/** A leveled logger writing to the console with a `[Latch]` prefix. */
export type Logger = Record<LogLevel, (message: string, ...details: unknown[]) => void> & {
  level: LogLevel
}

const consoleMethod = {
  fatal: 'error',
  error: 'error',
  warn: 'warn',
  info: 'info',
  debug: 'debug',
  trace: 'debug',
} as const

/**
 * Creates a logger that prints messages at or above `level` (spec §9 default: `error`).
 *
 * @param level - The lowest level printed.
 * @returns A {@link Logger}; its `level` can be changed later.
 */
export function createLogger(level: LogLevel = 'error'): Logger {
  const logger = { level } as Logger
  for (const name of Object.keys(logLevels) as LogLevel[]) {
    logger[name] = (message, ...details) => {
      if (logLevels[name] < logLevels[logger.level]) return
      console[consoleMethod[name]](`[Latch] ${message}`, ...details)
    }
  }
  return logger
}
