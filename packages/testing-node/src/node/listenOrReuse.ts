import type { Server } from 'node:http'

/**
 * Listens on `host:port`, or, when the port is taken by the same kind of service (`probe` says
 * so) and `reuse` allows it, reports that one as reused: how the test services (relay, Solana RPC,
 * Blockchain API) share one running instance between the demo and the tests.
 *
 * @param parameters.kind - What the service is, for errors: `'a Solana RPC'`.
 * @returns `true` when an instance already listening is reused (this `server` is not listening).
 * @throws {Error} 'Port {port} is in use by something that is not {kind}' when the probe fails.
 * @throws {Error} 'Port {port} is already serving {kind}' when the service runs and `reuse` is false.
 * @throws {Error} The `listen` error otherwise (e.g. `EADDRNOTAVAIL`).
 */
export async function listenOrReuse(
  server: Server,
  parameters: {
    port: number
    host: string
    reuse: boolean
    kind: string
    probe: () => Promise<boolean>
  },
): Promise<boolean> {
  const { port, host, reuse, kind, probe } = parameters
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, host, () => {
        server.off('error', reject)
        resolve()
      })
    })
    return false
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error
    if (!(await probe())) throw new Error(`Port ${port} is in use by something that is not ${kind}`)
    if (!reuse) throw new Error(`Port ${port} is already serving ${kind}`)
    return true
  }
}

/**
 * Closes `server` and every open connection once, however often it is called.
 * @returns `stop`, resolving when the server is closed.
 */
export function createServerStop(server: Server): () => Promise<void> {
  let stopped: Promise<void> | undefined
  return () => {
    stopped ??= new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeAllConnections()
    })
    return stopped
  }
}
