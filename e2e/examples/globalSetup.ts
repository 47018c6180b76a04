import { startSelfHostedAuth } from '../../scripts/examples/startSelfHostedAuth.ts'
import { startChains } from '../../scripts/startChains.ts'

/**
 * What the examples talk to, and only that (none of the demo's other services): both anvil
 * chains and, when examples/react18 runs, the self-hosted auth server installed from its tarball
 * with its PostgreSQL and maildev (`startSelfHostedAuth`), started side by side. Returns the
 * teardown that stops what it started; when one fails to start, the other is stopped first.
 */
export default async function globalSetup() {
  const only = process.env.LATCH_EXAMPLES?.split(',')
  const [chains, auth] = await Promise.allSettled([
    startChains(),
    !only || only.includes('react18') ? startSelfHostedAuth() : undefined,
  ])
  const stop = async () => {
    if (auth.status === 'fulfilled') await auth.value?.stop()
    if (chains.status === 'fulfilled') await Promise.all(chains.value.map((chain) => chain.stop()))
  }
  const failed = [chains, auth].find((result) => result.status === 'rejected')
  if (failed) {
    await stop()
    throw failed.reason
  }
  return stop
}
