// One auth server instance in its own process, for the load test (run with tsx by
// startInstanceProcess): a test server on LATCH_AUTH_DATABASE_URL with the JSON settings of
// argv[2] on top, public at argv[3]. Tells its parent `{ url }` once listening and `{ to, code }`
// for each code mailed; closes on `'close'`.
import { startTestAuthServer } from '../testing/startTestAuthServer.js'

const [settings = '{}', publicUrl = ''] = process.argv.slice(2)
const send = (message: unknown) => process.send?.(message)
const server = await startTestAuthServer(
  process.env.LATCH_AUTH_DATABASE_URL ?? '',
  JSON.parse(settings) as Record<string, string>,
  { onCode: (to, code) => send({ to, code }) },
)
server.config.publicUrl = publicUrl
send({ url: server.url })
process.on('message', async (message) => {
  if (message !== 'close') return
  await server.close()
  process.exit(0)
})
