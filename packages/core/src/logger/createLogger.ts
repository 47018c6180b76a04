/** Log levels: fatal 60, error 50, warn 40, info 30, debug 20, trace 10. */
export const logLevels = { fatal: 60, error: 50, warn: 40, info: 30, debug: 20, trace: 10 } as const

/** The log buffer keeps at most this many bytes (UTF-16 code units counted as bytes). */
export const LOG_BUFFER_MAX_BYTES = 1_024_000

/** A log level's name. */
export type LogLevel = keyof typeof logLevels

/** One buffered log line. */
export type LogEntry = { level: LogLevel; time: number; message: string }

/** A leveled logger writing to the console with a `[Latch]` prefix and keeping a bounded buffer. */
export type Logger = Record<LogLevel, (message: string, ...details: unknown[]) => void> & {
  level: LogLevel
  /** The most recent entries at or above `level`, oldest first, at most 1,024,000 bytes in all. */
  getBuffer(): readonly LogEntry[]
  /**
   * A console warning shown whatever the level ('Local configuration ignored': no network or
   * connector found for a namespace). Buffered as `warn`.
   */
  notice(message: string, ...details: unknown[]): void
}

const consoleMethod = {
  fatal: 'error',
  error: 'error',
  warn: 'warn',
  info: 'info',
  debug: 'debug',
  trace: 'debug',
} as const

function describe(detail: unknown): string {
  if (detail instanceof Error) return detail.message
  try {
    return typeof detail === 'string' ? detail : JSON.stringify(detail)
  } catch {
    return String(detail)
  }
}

/**
 * Creates a logger that prints messages at or above `level` (default: `error`) and keeps
 * them in a buffer bounded to 1,024,000 bytes, dropping the oldest first.
 *
 * @param level - The lowest level printed and buffered.
 * @returns A {@link Logger}; its `level` can be changed later.
 */
export function createLogger(level: LogLevel = 'error'): Logger {
  const buffer: LogEntry[] = []
  let bytes = 0
  const logger = { level, getBuffer: () => buffer } as unknown as Logger
  const write = (name: LogLevel, message: string, details: unknown[]) => {
    console[consoleMethod[name]](`[Latch] ${message}`, ...details)
    const text = [message, ...details.map(describe)].join(' ')
    buffer.push({ level: name, time: Date.now(), message: text })
    bytes += text.length
    while (bytes > LOG_BUFFER_MAX_BYTES && buffer.length > 1)
      bytes -= buffer.shift()?.message.length ?? 0
  }
  for (const name of Object.keys(logLevels) as LogLevel[]) {
    logger[name] = (message, ...details) => {
      if (logLevels[name] >= logLevels[logger.level]) write(name, message, details)
    }
  }
  logger.notice = (message, ...details) => write('warn', message, details)
  return logger
}
