// `npm run demo`: both anvil chains, the WalletConnect relay, then the demo's Vite server on
// http://127.0.0.1:5173. Ctrl-C stops everything this script started (reused services keep running).
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'
import { startDemoServices } from './startChains.ts'

const services = await startDemoServices()
for (const service of services) {
  console.log(`${service.name} at ${service.url}${service.reused ? ' (reused)' : ''}`)
}
const server = await createServer({ root: fileURLToPath(new URL('../apps/demo', import.meta.url)) })
await server.listen()
server.printUrls()

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await server.close()
  await Promise.all(services.map((service) => service.stop()))
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
