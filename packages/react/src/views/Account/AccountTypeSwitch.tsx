import type { AccountState } from '@latch/core'
import { useState } from 'react'
import { useStore } from 'zustand'
import { useLatchClient } from '../../hooks/LatchContext.js'
import { useViewMessages } from '../../i18n/useViewMessages.js'
import { showErrorToast } from '../showErrorToast.js'

/** The two account types the embedded wallet's EVM account switches between. */
type SwitchableType = 'eoa' | 'smartAccount'

/**
 * The type of the account in use: the `allAccounts` entry of `address` (core lists the active one
 * first), when it is an `eoa` or a `smartAccount`; else `undefined` (nothing to switch).
 */
export function activeAccountType(
  account: Pick<AccountState, 'address' | 'allAccounts'> | undefined,
): SwitchableType | undefined {
  const type = account?.allAccounts.find((entry) => entry.address === account.address)?.type
  return type === 'eoa' || type === 'smartAccount' ? type : undefined
}

/**
 * The Account view's account-type part, for the embedded wallet's EVM account only (eip155 active
 * and connected through a connector of type `AUTH`): the type in use in words ("Smart account" /
 * "EOA") and `button` "Switch to EOA" / "Switch to smart account", which asks the client's
 * `setPreferredAccountType` for the other type. While that runs the button stays focusable but is
 * `aria-disabled` and `aria-busy`, and further presses do nothing; a failure becomes an error toast.
 * On a network without smart accounts the button still shows: the client answers the user with
 * its own toast there.
 */
export function AccountTypeSwitch() {
  const client = useLatchClient()
  const { t } = useViewMessages()
  const [pending, setPending] = useState(false)
  const type = useStore(client.stores.chain, (state) => {
    if (state.activeNamespace !== 'eip155') return undefined
    const account = state.chains.eip155?.accountState
    if (account?.connectedWalletInfo?.type !== 'AUTH') return undefined
    return activeAccountType(account)
  })
  if (!type) return null
  const other: SwitchableType = type === 'eoa' ? 'smartAccount' : 'eoa'
  const switchType = async () => {
    if (pending) return
    setPending(true)
    try {
      await client.setPreferredAccountType(other, 'eip155')
    } catch (error) {
      showErrorToast(client, error)
    } finally {
      setPending(false)
    }
  }
  return (
    <div className="latch-account-type">
      <p className="latch-muted">
        <span className="visually-hidden">{t('account.accountType')}: </span>
        {t(type === 'eoa' ? 'account.typeEoa' : 'account.typeSmartAccount')}
      </p>
      <button
        type="button"
        className="latch-button"
        aria-disabled={pending}
        aria-busy={pending}
        onClick={() => void switchType()}
      >
        {t(other === 'eoa' ? 'account.switchToEoa' : 'account.switchToSmartAccount')}
      </button>
    </div>
  )
}
