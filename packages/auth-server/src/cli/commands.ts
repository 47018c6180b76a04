import type { CliIo } from './CliIo.js'

/** One `latch-auth-server` command: a line of help, and what it does (resolving to an exit code). */
export type CliCommand = {
  summary: string
  run(io: CliIo): Promise<number>
}

/**
 * The commands of `latch-auth-server`, by name; each loads its code only when run (`keys` and
 * `--help` load no server code).
 */
export const commands: Record<string, CliCommand> = {
  start: {
    summary: 'Migrate, upsert LATCH_AUTH_PROJECTS and serve (the default command).',
    run: async (io) => (await import('./startCommand.js')).runStart(io),
  },
  migrate: {
    summary: 'Apply the pending migrations to LATCH_AUTH_DATABASE_URL and exit.',
    run: async (io) => (await import('./migrateCommand.js')).runMigrate(io),
  },
  keys: {
    summary: 'Print fresh secrets as NAME=value lines (JWT, code, share and recovery keys).',
    run: async (io) => (await import('./keysCommand.js')).runKeys(io),
  },
  'rotate-keys': {
    summary:
      'Re-encrypt the shares and recovery secrets from LATCH_AUTH_{SHARE,RECOVERY}_KEY to their _NEW keys.',
    run: async (io) => (await import('./rotateKeysCommand.js')).runRotateKeys(io),
  },
}
