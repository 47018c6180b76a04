import { truncateAddress } from '@latch/core/internal'
import { useEffect, useState } from 'react'
import { useStore } from 'zustand'
import { useLatchClient } from '../../hooks/LatchContext.js'
import { useLatch } from '../../hooks/useLatch.js'
import { usePageMessages } from '../../i18n/usePageMessages.js'
import { LatchBoundary } from '../LatchBoundary/LatchBoundary.js'
import { getLoadedAccountLabel, loadAccountLabel } from './loadAccountLabel.js'
import { type LatchButtonProps, usePageButton } from './usePageButtonStyles.js'

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

function AccountButtonContent(props: LatchButtonProps) {
  const button = usePageButton(props, 'secondary')
  const { open } = useLatch()
  const { address } = useButtonAccount()
  if (!address) return null
  return (
    <button {...button} onClick={() => void open()}>
      <AccountLabel address={address} />
    </button>
  )
}

/**
 * The account button: the connected wallet's balance (3 decimals and symbol) and its truncated
 * address (`0xf39F…2266`: the first 6 and last 4 characters), or the account's name (ENS) in its
 * place on screen while the address stays in the button's accessible name; opens the Account view.
 * Renders nothing while disconnected. A fault while rendering shows "Something went wrong" and
 * "Retry" in its place and emits `ERROR` with source `'account-button'`. It follows `themeMode`
 * and the `--latch-*` theme variables as the modal does.
 *
 * @param props.size - `'sm'` (32 px high), `'md'` (40 px, default) or `'lg'` (48 px).
 * @param props.variant - `'secondary'` (default: a neutral surface) or `'primary'` (the accent).
 * @returns A `<button>` while connected, else `null`.
 * @example
 * import { AccountButton, NetworkButton } from '@latch/react'
 *
 * function Header() {
 *   return (
 *     <nav>
 *       <NetworkButton />
 *       <AccountButton size="sm" />
 *     </nav>
 *   )
 * }
 */
export function AccountButton(props: LatchButtonProps) {
  return (
    <LatchBoundary source="account-button">
      <AccountButtonContent {...props} />
    </LatchBoundary>
  )
}

function ConnectButtonContent({ label, ...props }: ConnectButtonProps) {
  const { t, locale, dir } = usePageMessages()
  const { open } = useLatch()
  const { address, isConnected, status } = useButtonAccount()
  const connecting = !isConnected && status === 'connecting'
  const button = usePageButton(props, isConnected ? 'secondary' : 'primary')
  useEffect(() => {
    // A stored connection being restored: its label loads meanwhile.
    if (connecting) loadAccountLabel().catch(() => undefined)
  }, [connecting])
  return (
    <button {...button} aria-busy={connecting} lang={locale} dir={dir} onClick={() => void open()}>
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

/** The props of {@link ConnectButton}: its `size` and `variant`, and `label`. */
export type ConnectButtonProps = LatchButtonProps & {
  /** Text of the disconnected button; default "Connect Wallet" in the active locale. */
  label?: string
}

/**
 * "Connect Wallet" when nothing is connected (opens the modal on Connect), "Connecting…" while the
 * stored connection is being restored, and the account button once connected. It stays one
 * `<button>` element through these states, so keyboard focus survives connecting and
 * disconnecting, and the modal gives focus back to it when it closes. A fault while rendering (a
 * hostile wallet's data) shows "Something went wrong" and "Retry" in its place and emits `ERROR`
 * with source `'connect-button'`. It follows `themeMode` and the `--latch-*` theme
 * variables as the modal does. A client component (`'use client'`): a React Server Component
 * page may render it, inside a `LatchProvider` given in a client component.
 *
 * @param props.label - Text of the disconnected button; default "Connect Wallet" in the active
 *   locale.
 * @param props.size - `'sm'` (32 px high), `'md'` (40 px, default) or `'lg'` (48 px).
 * @param props.variant - `'primary'` (the accent) or `'secondary'` (a neutral surface); default
 *   `'primary'` for "Connect Wallet", `'secondary'` once connected.
 * @example
 * <ConnectButton />
 * <ConnectButton size="lg" variant="secondary" label="Sign in" />
 */
export function ConnectButton(props: ConnectButtonProps) {
  return (
    <LatchBoundary source="connect-button">
      <ConnectButtonContent {...props} />
    </LatchBoundary>
  )
}
