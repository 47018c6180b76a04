/** What a command reads and writes: the environment and the two output streams. */
export type CliIo = {
  /** The environment variables (`process.env` when run as the command). */
  env: Record<string, string | undefined>
  /** Writes one line to standard output. */
  out(line: string): void
  /** Writes one line to standard error. */
  err(line: string): void
}

/** The process's own environment, standard output and standard error. */
export const processIo: CliIo = {
  env: process.env,
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
}

/**
 * An error as one line: its message, or its code when the message is empty (a refused
 * connection's `AggregateError` has none), or the value itself.
 */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const code = (error as { code?: unknown }).code
  return error.message || (typeof code === 'string' ? code : error.name)
}
