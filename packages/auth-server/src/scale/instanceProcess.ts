// One auth server instance in its own process, for the load test (run with tsx by
// startInstanceProcess): a test server on LATCH_AUTH_DATABASE_URL with the JSON settings of
// argv[2] on top, public at argv[3]. Tells its parent `{ url }` once listening and `{ to, code }`
// for each code mailed; closes on `'close'`, and closes and exits when its parent disconnects
// (the parent died or failed before closing it), so no instance outlives the test.
import { startTestAuthServer } from '../testing/startTestAuthServer.js'

const [settings = '{}', publicUrl = ''] = process.argv.slice(2)
const send = (message: unknown) => process.send?.(message)
let server: Awaited<ReturnType<typeof startTestAuthServer>> | undefined
// Registered before starting, so a parent gone during the start is noticed too; exits within 5 s
// even if closing hangs.
process.on('disconnect', () => {
  setTimeout(() => process.exit(1), 5000)
  void (server?.close() ?? Promise.resolve()).finally(() => process.exit(1))
})
server = await startTestAuthServer(
  process.env.LATCH_AUTH_DATABASE_URL ?? '',
  JSON.parse(settings) as Record<string, string>,
  { onCode: (to, code) => send({ to, code }) },
)
server.config.publicUrl = publicUrl
send({ url: server.url })
process.on('message', async (message) => {
  if (message !== 'close') return
  await server?.close()
  process.exit(0)
})
