// `npm run wallet -- "wc:…"`: the WalletConnect test wallet (Anvil account 0) on the demo's two
// chains, paired through the local relay (`npm run relay`, `npm run anvil`), until Ctrl-C.
import { createTestWalletKit, type TestWalletKitActivity } from '@latch/testing-node'
import { demoChains } from './startChains.ts'

const uri = process.argv[2]
if (!uri?.startsWith('wc:')) {
  console.error('usage: npm run wallet -- "wc:…"')
  process.exit(1)
}

const wallet = await createTestWalletKit({
  relayUrl: 'ws://127.0.0.1:8787',
  chains: demoChains.map(({ port, chainId }) => ({
    id: chainId,
    rpcUrl: `http://127.0.0.1:${port}`,
  })),
  onActivity: (activity) => console.log(describeActivity(activity)),
})
const stop = async () => {
  await wallet.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)

console.log(`wallet ${wallet.address} pairing…`)
try {
  await wallet.pair(uri)
} catch (error) {
  console.error(`pairing failed: ${error instanceof Error ? error.message : String(error)}`)
  await stop()
}

function describeActivity(activity: TestWalletKitActivity): string {
  switch (activity.type) {
    case 'sessionApproved':
      return `approved session with ${activity.dapp}: ${activity.accounts.join(', ')}`
    case 'sessionRejected':
      return `rejected session with ${activity.dapp}: ${activity.reason.code} ${activity.reason.message}`
    case 'requestAnswered': {
      const { method, chainId, error, result } = activity
      const answer = error ? `error ${error.code} ${error.message}` : JSON.stringify(result)
      return `${method} on ${chainId} → ${answer}`
    }
    case 'sessionDeleted':
      return `session ${activity.topic.slice(0, 8)}… ended`
  }
}
