// `npm run demo`: both anvil chains, then the demo's Vite server on http://127.0.0.1:5173.
// Ctrl-C stops everything this script started (a reused node keeps running).
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'
import { startChains } from './startChains.ts'

const chains = await startChains()
for (const chain of chains) {
  console.log(`chain ${chain.chainId} at ${chain.url}${chain.reused ? ' (reused)' : ''}`)
}
const server = await createServer({ root: fileURLToPath(new URL('../apps/demo', import.meta.url)) })
await server.listen()
server.printUrls()

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await server.close()
  await Promise.all(chains.map((chain) => chain.stop()))
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
