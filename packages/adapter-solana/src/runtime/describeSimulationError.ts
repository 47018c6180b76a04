/** The longest reason kept: a program's log is untrusted and may be long. */
const MAX_REASON_LENGTH = 200

/**
 * Why a simulated Solana transaction failed, in one line of the node's own words: the failing
 * program's last error log (`Program log: Error: insufficient funds`, the System Program's
 * `Transfer: insufficient lamports 5, need 10`), else the `… failed: <error>` line, else the
 * transaction error as JSON (`"AccountNotFound"`). Untrusted text, at most 200 characters.
 * @param err - `simulateTransaction`'s `err` (u64s may be bigints).
 * @param logs - Its `logs`, or `null` when it failed before running.
 */
export function describeSimulationError(err: unknown, logs: readonly string[] | null): string {
  const lines = logs ?? []
  const failed = lines.findLastIndex((line) => /^Program \S+ failed: /.test(line))
  const explained = lines
    .slice(0, Math.max(failed, 0))
    .findLast((line) => line.startsWith('Program log: Error: ') || !line.startsWith('Program '))
  const reason =
    explained?.replace(/^Program log: Error: /, '') ??
    lines[failed]?.replace(/^Program \S+ failed: /, '') ??
    JSON.stringify(err, (_, value) => (typeof value === 'bigint' ? Number(value) : value))
  return reason.slice(0, MAX_REASON_LENGTH)
}
