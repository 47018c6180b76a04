import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { type AuthServerConfig, loadConfig } from '../config.js'
import { startAuthServer } from '../startAuthServer.js'
import { type CliIo, describeError } from './CliIo.js'

/**
 * `latch-auth-server` / `latch-auth-server start`: reads the configuration from the environment
 * (`loadConfig`), migrates, upserts the projects and serves until SIGINT or SIGTERM, which let
 * in-flight requests finish (up to 10 s) and then exit the process with 0.
 *
 * @returns 0 once the server listens (the process then runs until a signal), or 1 with the
 *   reason on standard error: `Invalid auth server configuration: NAME: reason; …`, or
 *   `The auth server did not start: <error>` (database unreachable, a migration failed, the port
 *   taken).
 */
export async function runStart(io: CliIo): Promise<number> {
  let config: AuthServerConfig
  try {
    config = loadConfig(io.env)
  } catch (error) {
    io.err(describeError(error))
    io.err(
      'Fresh secrets: `latch-auth-server keys`. Every variable: https://github.com/latch-dev/latch/blob/main/packages/auth-server/README.md#environment-variables',
    )
    return 1
  }
  if (!existsSync(join(config.frameDir, 'index.html'))) {
    io.err(`No auth frame in ${config.frameDir} (LATCH_AUTH_FRAME_DIR): /frame answers 503.`)
  }
  let server: Awaited<ReturnType<typeof startAuthServer>>
  try {
    server = await startAuthServer({ config })
  } catch (error) {
    io.err(`The auth server did not start: ${describeError(error)}`)
    return 1
  }
  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await server.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop())
  process.on('SIGTERM', () => void stop())
  return 0
}
