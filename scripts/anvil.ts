// `npm run anvil`: only the two local chains, until Ctrl-C.
import { startChains } from './startChains.ts'

const chains = await startChains()
for (const chain of chains)
  console.log(`chain ${chain.chainId} at ${chain.url}${chain.reused ? ' (reused)' : ''}`)
const stop = async () => {
  await Promise.all(chains.map((chain) => chain.stop()))
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
