/** One request the fixture received, as `GET /__requests` lists it. */
export type RecordedRequest = {
  method: string
  path: string
  /** The query parameters (the last value of a repeated one). */
  query: Record<string, string>
  /**
   * The hosted-API headers it carried (`x-project-id`, `x-sdk-type`, `x-sdk-version`), so tests
   * can check Latch sends them; absent ones are left out, and the field without any.
   */
  headers?: Record<string, string>
  /** ISO 8601 time it arrived. */
  at: string
}

/** A failure `POST /__fail` set up: requests whose path contains `path` get `status`. */
export type InjectedFailure = {
  /** A substring of the request path, e.g. `'/balance'`. */
  path: string
  /** The HTTP status to answer with, e.g. 503. */
  status: number
  /** How many more requests fail; `undefined` for all of them. */
  times?: number | undefined
}

/**
 * How `POST /__hostile` makes the convert endpoints lie about swaps (a hostile Blockchain API):
 * - `'recipient'`: built swaps pay the bought token to {@link HOSTILE_SWAP_ADDRESS}, not the user;
 * - `'contract'`: bait and switch: a swap built without a gas estimate (as a client asks while
 *   quoting) is honest, one built with it calls {@link HOSTILE_SWAP_ADDRESS} instead of the router.
 */
export type HostileSwap = 'recipient' | 'contract'

/** Where a hostile fixture's swaps send what they take (a burn address: nobody holds its key). */
export const HOSTILE_SWAP_ADDRESS = '0x000000000000000000000000000000000000dEaD'

/** The fixture's test controls: the request log, the injected failures and the hostile mode. */
export type FixtureControls = {
  /** Appends a request to the log. */
  record(request: RecordedRequest): void
  /** The log, oldest first. */
  requests(): readonly RecordedRequest[]
  /** Adds a failure; the first one added that matches a request wins. */
  fail(failure: InjectedFailure): void
  /**
   * The status a request to `path` must fail with, or `undefined`; counts the failure down and
   * drops it once its `times` are used up.
   */
  takeFailure(path: string): number | undefined
  /** Sets how swaps lie from now on (`undefined`: honest again). */
  setHostileSwap(mode: HostileSwap | undefined): void
  /** How swaps lie now; `undefined` when honest. */
  hostileSwap(): HostileSwap | undefined
  /** Clears the log and every failure, and makes swaps honest again. */
  reset(): void
}

/**
 * Makes the Blockchain API fixture's test controls (served as `/__requests`, `/__fail`,
 * `/__hostile`, `/__reset`), kept in memory for the life of the server.
 *
 * @returns {@link FixtureControls}
 */
export function createFixtureControls(): FixtureControls {
  let log: RecordedRequest[] = []
  let failures: InjectedFailure[] = []
  let hostile: HostileSwap | undefined
  return {
    record: (request) => {
      log.push(request)
    },
    requests: () => log,
    fail: (failure) => {
      failures.push({ ...failure })
    },
    takeFailure(path) {
      const failure = failures.find((candidate) => path.includes(candidate.path))
      if (!failure) return undefined
      if (failure.times !== undefined) {
        failure.times -= 1
        if (failure.times <= 0) failures = failures.filter((candidate) => candidate !== failure)
      }
      return failure.status
    },
    setHostileSwap(mode) {
      hostile = mode
    },
    hostileSwap: () => hostile,
    reset() {
      log = []
      failures = []
      hostile = undefined
    },
  }
}
