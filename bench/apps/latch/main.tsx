// The Latch host app (issues 6, 27): a heading and ConnectButton, with everything a real
// integrator turns on. Ethereum mainnet with the EVM adapter and Solana with the Solana adapter; a
// project id (WalletConnect and the hosted API); `apiUrl`; `authUrl` (email login); Send, Swap,
// Buy and Receive; Activity; sign-in with the wallet (SIWX). Nothing leaves 127.0.0.1:
// WalletConnect uses the relay fixture `bench/run.ts` starts, email login the auth server it
// starts, and the hosted API (fetched on the first open with a project id) is `public/api/`: an
// empty wallet registry and a project config turning on email, Swap, Buy and Activity.
import { createEvmAdapter } from '@latch/adapter-evm'
import { createSolanaAdapter } from '@latch/adapter-solana'
import { mainnet, solana } from '@latch/core'
import { ConnectButton, createLatch, LatchProvider } from '@latch/react'
import { createEip155Verifier, createSIWX, createSolanaVerifier } from '@latch/siwx'
import { createRoot } from 'react-dom/client'
import { BENCH_AUTH_PORT, BENCH_PROJECT_ID, BENCH_RELAY_PORT } from '../benchServices.ts'

const latch = createLatch({
  projectId: BENCH_PROJECT_ID,
  relayUrl: `ws://127.0.0.1:${BENCH_RELAY_PORT}`,
  // The hosted API, served with the app: Swap's quotes and Buy's providers come from here too.
  apiUrl: new URL('/api', location.href).href,
  // Email login with the self-hosted embedded wallet.
  authUrl: `http://127.0.0.1:${BENCH_AUTH_PORT}`,
  networks: [mainnet, solana],
  adapters: [createEvmAdapter(), createSolanaAdapter()],
  metadata: {
    name: 'Latch bench',
    description: 'Latch with every feature on',
    url: location.origin,
    icons: [],
  },
  // Send, Swap, Buy and Receive in the Account view (Swap, Buy and Activity also need the project
  // config's remote features, which public/api/appkit/v1/config turns on).
  features: {
    send: true,
    receive: true,
    walletFeaturesOrder: ['onramp', 'swaps', 'receive', 'send'],
  },
  siwx: createSIWX({
    statement: 'Sign in to the Latch bench',
    verifiers: [createEip155Verifier(), createSolanaVerifier()],
  }),
})

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')
createRoot(root).render(
  <LatchProvider client={latch}>
    <h1>Latch bench</h1>
    <ConnectButton />
  </LatchProvider>,
)
