import { startChains } from '../scripts/startChains.ts'

/** Starts the demo's anvil chains for the run; returns the teardown that stops what it started. */
export default async function globalSetup() {
  const chains = await startChains()
  return async () => {
    await Promise.all(chains.map((chain) => chain.stop()))
  }
}
