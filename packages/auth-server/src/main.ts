import { loadConfig } from './config.js'
import { startAuthServer } from './startAuthServer.js'

// The CLI: `tsx src/main.ts`, configured by environment variables (README.md).
const server = await startAuthServer({ config: loadConfig() })
console.log(`auth server listening on ${server.url}`)

let stopping = false
const stop = async (signal: string) => {
  if (stopping) return
  stopping = true
  console.log(`${signal}: finishing in-flight requests (up to 10 s)`)
  await server.close()
  process.exit(0)
}
process.on('SIGINT', () => void stop('SIGINT'))
process.on('SIGTERM', () => void stop('SIGTERM'))
