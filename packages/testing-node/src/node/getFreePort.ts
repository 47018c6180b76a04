import { createServer } from 'node:net'

/**
 * Asks the OS for a TCP port that is free right now on `host`, so parallel test runs can each
 * start their own Anvil.
 *
 * @param host - The interface to probe. Defaults to `'127.0.0.1'`.
 * @returns A port number in the OS's ephemeral range.
 * @throws {Error} The `listen` error (e.g. `EADDRNOTAVAIL` for a host that is not local).
 *
 * @example
 * import { getFreePort, startAnvil } from '@latch/testing-node'
 *
 * const anvil = await startAnvil({ port: await getFreePort() })
 */
export function getFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, host, () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}
