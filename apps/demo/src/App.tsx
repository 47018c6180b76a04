import type { LatchClient } from '@latch/core'
import { ConnectButton, LatchModal, NetworkButton } from '@latch/react'
import type { DevWallet } from '@latch/testing'
import { AccountPanel } from './AccountPanel'
import { DevWalletPanel } from './DevWalletPanel'
import { OptionsPanel } from './OptionsPanel'
import { RequestPanel } from './RequestPanel'
import { SettingsPanel } from './SettingsPanel'
import { SignInPanel } from './SignInPanel'
import { SignMessagePanel } from './SignMessagePanel'
import type { DemoSettings } from './settings'

/** The demo host app: what an integrator's page with Latch looks like. */
export function App({
  devWallet,
  latch,
  settings,
}: {
  devWallet: DevWallet
  latch: LatchClient
  settings: DemoSettings
}) {
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
          never send real funds to its addresses. To try WalletConnect, pick it in the modal, copy
          the link and run <code>npm run wallet -- "wc:…"</code> with it: a test wallet on the same
          keys pairs through the local relay.
        </p>
        {settings.embedded ? (
          <section className="demo-embedded" aria-label="Embedded Latch">
            <LatchModal />
          </section>
        ) : null}
        <AccountPanel latch={latch} />
        <SignMessagePanel />
        <RequestPanel latch={latch} />
        {settings.siwx === 'off' ? null : <SignInPanel />}
        <DevWalletPanel devWallet={devWallet} />
        <OptionsPanel latch={latch} settings={settings} />
        <SettingsPanel latch={latch} initial={settings} />
      </main>
    </>
  )
}
