import { truncateAddress } from '@latch/core/internal'
import { useEffect, useState } from 'react'
import { useStore } from 'zustand'
import { useLatchClient } from '../../hooks/LatchContext.js'
import { useLatch } from '../../hooks/useLatch.js'
import { usePageMessages } from '../../i18n/usePageMessages.js'
import { prefetchModalHandlers } from '../../modal/loadModal.js'
import { LatchBoundary } from '../LatchBoundary/LatchBoundary.js'
import { getLoadedAccountLabel, loadAccountLabel } from './loadAccountLabel.js'
import { usePageButtonStyles } from './usePageButtonStyles.js'

/** The active namespace's address and the connection's status, as the page buttons need them. */
function useButtonAccount() {
  const client = useLatchClient()
  const connectionStatus = useStore(client.stores.connection, (state) => state.status)
  const address = useStore(
    client.stores.chain,
    (state) => state.chains[state.activeNamespace]?.accountState.address,
  )
  const status = address
    ? 'connected'
    : connectionStatus === 'connecting'
      ? 'connecting'
      : 'disconnected'
  return { address, isConnected: Boolean(address), status }
}

/**
 * The connected account's label: its truncated address until the full label (balance, icon, name)
 * has loaded, which it starts loading.
 */
function AccountLabel({ address }: { address: string }) {
  const [label, setLabel] = useState(getLoadedAccountLabel)
  useEffect(() => {
    if (label) return
    let mounted = true
    // A label that cannot load leaves the truncated address; the next mount tries again.
    loadAccountLabel().then(
      (module) => {
        if (mounted) setLabel(module)
      },
      () => undefined,
    )
    return () => {
      mounted = false
    }
  }, [label])
  if (label) return <label.AccountLabel />
  return <span className="latch-page-button-address">{truncateAddress(address)}</span>
}

function AccountButtonContent() {
  const styleRef = usePageButtonStyles()
  const { open } = useLatch()
  const { address } = useButtonAccount()
  if (!address) return null
  return (
    <button
      ref={styleRef}
      type="button"
      className="latch-page-button"
      data-variant="account"
      onClick={() => void open()}
      {...prefetchModalHandlers}
    >
      <AccountLabel address={address} />
    </button>
  )
}

/**
 * The account button: the connected wallet's balance (3 decimals and symbol, spec §9) and its
 * truncated address (`0xf39F…2266`, DESIGN.md §4), or the account's name (ENS) in its place on
 * screen while the address stays in the button's accessible name; opens the Account view. Renders nothing while
 * disconnected. A fault while rendering shows "Something went wrong" and "Retry" in its place and
 * emits `ERROR` with source `'account-button'` (issue 11).
 *
 * @returns A `<button>` while connected, else `null`.
 * @example
 * import { AccountButton, NetworkButton } from '@latch/react'
 *
 * function Header() {
 *   return (
 *     <nav>
 *       <NetworkButton />
 *       <AccountButton />
 *     </nav>
 *   )
 * }
 */
export function AccountButton() {
  return (
    <LatchBoundary source="account-button">
      <AccountButtonContent />
    </LatchBoundary>
  )
}

function ConnectButtonContent({ label }: { label?: string }) {
  const styleRef = usePageButtonStyles()
  const { t, locale, dir } = usePageMessages()
  const { open } = useLatch()
  const { address, isConnected, status } = useButtonAccount()
  const connecting = !isConnected && status === 'connecting'
  useEffect(() => {
    // A stored connection being restored: its label loads meanwhile.
    if (connecting) loadAccountLabel().catch(() => undefined)
  }, [connecting])
  return (
    <button
      ref={styleRef}
      type="button"
      className="latch-page-button"
      data-variant={isConnected ? 'account' : undefined}
      aria-busy={connecting}
      lang={locale}
      dir={dir}
      onClick={() => void open()}
      {...prefetchModalHandlers}
    >
      {address ? (
        <AccountLabel address={address} />
      ) : connecting ? (
        t('button.connecting')
      ) : (
        (label ?? t('button.connectWallet'))
      )}
    </button>
  )
}

/**
 * "Connect Wallet" when nothing is connected (opens the modal on Connect), "Connecting…" while the
 * stored connection is being restored, and the account button once connected. It stays one
 * `<button>` element through these states, so keyboard focus survives connecting and
 * disconnecting, and the modal gives focus back to it when it closes. A fault while rendering (a
 * hostile wallet's data) shows "Something went wrong" and "Retry" in its place and emits `ERROR`
 * with source `'connect-button'` (issue 11).
 *
 * @param props.label - Text of the disconnected button; default "Connect Wallet" in the active
 *   locale.
 * @example
 * <ConnectButton />
 */
export function ConnectButton({ label }: { label?: string }) {
  return (
    <LatchBoundary source="connect-button">
      <ConnectButtonContent label={label} />
    </LatchBoundary>
  )
}
