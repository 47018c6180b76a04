import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/** An auth server instance running in a child process ({@link startInstanceProcess}). */
export type InstanceProcess = {
  url: string
  /** The codes it mailed, newest last, by recipient. */
  codes: Map<string, string[]>
  close(): Promise<void>
}

const script = fileURLToPath(new URL('./instanceProcess.ts', import.meta.url))

/**
 * Starts a test auth server in a child process (Node with tsx), on `databaseUrl`, with `env` on
 * top of the test settings and `publicUrl` as its public URL: a separate instance, as in
 * production, with its own event loop, pool, mailer and metrics.
 *
 * @throws {Error} `the instance process exited with CODE` when it stops before listening.
 */
export function startInstanceProcess(
  databaseUrl: string,
  env: Record<string, string>,
  publicUrl: string,
): Promise<InstanceProcess> {
  const child = fork(script, [JSON.stringify(env), publicUrl], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, LATCH_AUTH_DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const codes = new Map<string, string[]>()
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the instance process exited with ${code}`)))
    child.on('message', (message: { url?: string; to?: string; code?: string }) => {
      if (message.to && message.code)
        codes.set(message.to, [...(codes.get(message.to) ?? []), message.code])
      if (message.url)
        resolve({
          url: message.url,
          codes,
          close: async () => {
            if (child.exitCode === null) child.send('close')
            await exited
          },
        })
    })
  })
}
