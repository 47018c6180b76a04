// `npm run relay`: the local WalletConnect relay on ws://127.0.0.1:8787 (DESIGN.md §5), until
// Ctrl-C. Reuses a relay already on the port (and then exits: nothing of ours to keep running).
import { startRelay } from '@latch/testing-node'

const relay = await startRelay({
  port: 8787,
  onRequest: ({ clientId, method }) => {
    const time = new Date().toISOString().slice(11, 23)
    console.log(`${time} ${clientId.slice(-8)} ${method}`)
  },
})
console.log(`relay at ${relay.url}${relay.reused ? ' (reused)' : ''}`)
const stop = async () => {
  await relay.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
