/** One request the fixture received, as `GET /__requests` lists it. */
export type RecordedRequest = {
  method: string
  path: string
  /** The query parameters (the last value of a repeated one). */
  query: Record<string, string>
  /**
   * The hosted-API headers it carried (`x-project-id`, `x-sdk-type`, `x-sdk-version`), so tests
   * can check Latch sends them (spec §7); absent ones are left out, and the field without any.
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

/** The fixture's test controls: the request log and the injected failures. */
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
  /** Clears the log and every failure. */
  reset(): void
}

/**
 * Makes the Blockchain API fixture's test controls (served as `/__requests`, `/__fail`,
 * `/__reset`), kept in memory for the life of the server.
 *
 * @returns {@link FixtureControls}
 */
export function createFixtureControls(): FixtureControls {
  let log: RecordedRequest[] = []
  let failures: InjectedFailure[] = []
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
    reset() {
      log = []
      failures = []
    },
  }
}
