import { Socket } from 'node:net'

export type GuardLoopbackOnlyReturnType = {
  /**
   * Every non-loopback destination something tried to reach since the guard was installed, in
   * order: the URL for `fetch`, `host:port` for a raw connection.
   */
  readonly blocked: readonly string[]
  /** Puts `globalThis.fetch` and `net.Socket.prototype.connect` back. Idempotent. */
  restore(): void
}

const loopbackHosts = new Set(['localhost', '::1', '[::1]', '::ffff:127.0.0.1'])

/**
 * Makes this Node process unable to reach anything but loopback, and records what tried: a test
 * installs it to prove an SDK is configured to talk only to local fixtures.
 *
 * It replaces `globalThis.fetch` (rejecting with `TypeError('fetch to <url> blocked: only
 * loopback hosts are allowed')`) and `net.Socket.prototype.connect`, through which every TCP and
 * TLS connection of Node passes (`http`, `https`, `ws`, undici): a connection to another host is
 * destroyed with `Error('connection to <host:port> blocked: only loopback hosts are allowed')`
 * before any DNS lookup, so nothing waits on a network timeout. Unix sockets are allowed.
 *
 * @returns The record of blocked destinations and `restore`.
 *
 * @example
 * import { guardLoopbackOnly } from '@latch/testing-node'
 *
 * const guard = guardLoopbackOnly()
 * // … pair a dapp and a wallet through the local relay …
 * expect(guard.blocked).toEqual([])
 * guard.restore()
 */
export function guardLoopbackOnly(): GuardLoopbackOnlyReturnType {
  const blocked: string[] = []
  const originalFetch = globalThis.fetch
  const originalConnect = Socket.prototype.connect

  globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (isLoopback(url.hostname)) return originalFetch(input, init)
    blocked.push(url.href)
    return Promise.reject(
      new TypeError(`fetch to ${url.href} blocked: only loopback hosts are allowed`),
    )
  }

  Socket.prototype.connect = function connect(this: Socket, ...args: unknown[]) {
    const destination = readDestination(args)
    if (destination === undefined || isLoopback(destination.host)) {
      return (originalConnect as (...args: unknown[]) => Socket).apply(this, args)
    }
    const address = `${destination.host}:${destination.port}`
    blocked.push(address)
    process.nextTick(() =>
      this.destroy(new Error(`connection to ${address} blocked: only loopback hosts are allowed`)),
    )
    return this
  } as typeof Socket.prototype.connect

  return {
    blocked,
    restore() {
      globalThis.fetch = originalFetch
      Socket.prototype.connect = originalConnect
    },
  }
}

function isLoopback(host: string): boolean {
  return loopbackHosts.has(host) || /^127\.\d+\.\d+\.\d+$/.test(host)
}

/**
 * The TCP destination of `socket.connect(...)`'s arguments, `undefined` for a Unix socket.
 * Node's own callers pass one pre-normalized array (`[options, callback]`).
 */
function readDestination(args: unknown[]): { host: string; port: unknown } | undefined {
  const [first, second] = Array.isArray(args[0]) ? (args[0] as unknown[]) : args
  if (typeof first === 'object' && first !== null) {
    // `http` passes `path: null` for TCP; a Unix socket has a non-empty `path`.
    const { host = 'localhost', port, path } = first as Record<string, unknown>
    return typeof path === 'string' && path !== '' ? undefined : { host: String(host), port }
  }
  if (typeof first === 'string' && !/^\d+$/.test(first)) return undefined
  return { host: typeof second === 'string' ? second : 'localhost', port: first }
}
