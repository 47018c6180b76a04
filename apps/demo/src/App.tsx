import { ConnectButton, NetworkButton } from '@latch/react'
import type { DevWallet } from '@latch/testing'
import { AccountPanel } from './AccountPanel'
import { DevWalletPanel } from './DevWalletPanel'
import { SignMessagePanel } from './SignMessagePanel'

/** The demo host app: what an integrator's page with Latch looks like. */
export function App({ devWallet }: { devWallet: DevWallet }) {
  return (
    <>
      <header className="demo-header">
        <h1>Latch demo</h1>
        <div className="demo-buttons">
          <NetworkButton />
          <ConnectButton />
        </div>
      </header>
      <main className="demo-main">
        <p className="demo-note" role="note">
          The Latch Dev Wallet signs with anvil’s public test keys. It is for local chains only:
          never send real funds to its addresses.
        </p>
        <AccountPanel />
        <SignMessagePanel />
        <DevWalletPanel devWallet={devWallet} />
      </main>
    </>
  )
}
