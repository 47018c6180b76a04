/** A turn taken from {@link latest}: `isCurrent()` is false once a newer turn began or all were cancelled. */
export type LatestTurn = {
  /** Whether this is still the newest turn (no newer `begin()`, no `cancel()` since). */
  isCurrent(): boolean
}

/** "Latest wins" bookkeeping for one kind of asynchronous work (a read, an attempt, a quote). */
export type Latest = {
  /** Starts a turn; every earlier turn stops being current. */
  begin(): LatestTurn
  /** Makes every turn stale (an abandoned attempt, a reset): whatever settles later is ignored. */
  cancel(): void
  /** Whether a turn is current (begun and not superseded or cancelled). */
  hasCurrent(): boolean
}

/**
 * Makes "latest wins" bookkeeping: each piece of asynchronous work takes a turn with `begin()`,
 * and applies its answer only while `turn.isCurrent()`; a newer turn or `cancel()` makes older
 * answers stale, so a slow answer never overwrites a newer one.
 *
 * @example
 * const reads = latest()
 * const turn = reads.begin()
 * const balance = await readBalance()
 * if (turn.isCurrent()) store.setState({ balance })
 */
export function latest(): Latest {
  let current = 0
  let live = false
  return {
    begin() {
      const id = ++current
      live = true
      return { isCurrent: () => live && id === current }
    },
    cancel() {
      current++
      live = false
    },
    hasCurrent: () => live,
  }
}
