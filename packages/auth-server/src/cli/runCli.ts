import { type CliIo, processIo } from './CliIo.js'
import { commands } from './commands.js'

/** The usage text `--help` prints (and an unknown command, on standard error). */
export function usage(): string {
  const names = Object.keys(commands)
  const width = Math.max(...names.map((name) => name.length))
  return [
    'Usage: latch-auth-server [command]',
    '',
    "Latch's self-hosted embedded-wallet server, configured by LATCH_AUTH_* environment variables",
    '(https://github.com/latch-dev/latch/blob/main/packages/auth-server/README.md).',
    '',
    'Commands:',
    ...names.map((name) => `  ${name.padEnd(width)}  ${commands[name]?.summary}`),
    '',
    'Options:',
    `  ${'--help'.padEnd(width)}  Print this help.`,
  ].join('\n')
}

/**
 * Runs `latch-auth-server` with its arguments: no argument starts the server; `--help` (`-h`,
 * `help`) prints the usage; a command of {@link commands} runs it.
 *
 * @param args The arguments after the command's name (`process.argv.slice(2)`).
 * @param io Where the command reads its environment and writes; the process's by default.
 * @returns The exit code: the command's (0 on success, 1 on failure), 0 for `--help`, 2 (and
 *   the usage on standard error) for an unknown command or an extra argument.
 */
export async function runCli(args: readonly string[], io: CliIo = processIo): Promise<number> {
  const [name = 'start', ...rest] = args
  if (['--help', '-h', 'help'].includes(name) || rest.some((arg) => arg === '--help')) {
    io.out(usage())
    return 0
  }
  const command = Object.hasOwn(commands, name) ? commands[name] : undefined
  if (!command || rest.length > 0) {
    io.err(command ? `Unexpected argument: ${rest.join(' ')}` : `Unknown command: ${name}`)
    io.err(usage())
    return 2
  }
  return command.run(io)
}
