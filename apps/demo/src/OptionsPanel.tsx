import type { LatchClient, LatchEvent } from '@latch/core'
import { LatchModal, useLatchAccount } from '@latch/react'
import { useEffect, useState } from 'react'
import { anvil2 } from './networks'
import type { DemoSettings } from './settings'

/** An event as the list shows it: its name, then its `accountType` property when it has one. */
const eventText = ({ event, properties }: LatchEvent) =>
  typeof properties.accountType === 'string' ? `${event} ${properties.accountType}` : event

/**
 * What some options do that a page can show (issue 16): the analytics events Latch emitted
 * (`features.analytics`; an event with an `accountType` property shows it after the name, e.g.
 * `SET_PREFERRED_ACCOUNT_TYPE eoa`), the preferred account type (`defaultAccountTypes`), the button that starts
 * WalletConnect with `manualWCControl`, a page's own `switchNetwork` call (which
 * `enableNetworkSwitch: false` refuses) and, with `disableAppend`, the modal placed here.
 */
export function OptionsPanel({ latch, settings }: { latch: LatchClient; settings: DemoSettings }) {
  const [events, setEvents] = useState<string[]>([])
  const [switchResult, setSwitchResult] = useState('')
  const switchToAnvil2 = () =>
    latch.switchNetwork(anvil2).then(
      () => setSwitchResult(`Switched to ${anvil2.name}`),
      (error: unknown) =>
        setSwitchResult(
          `Refused: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
        ),
    )
  const { preferredAccountTypes } = useLatchAccount({ namespace: 'eip155' })
  useEffect(
    () =>
      latch.subscribeEvents((event) => setEvents((list) => [...list, eventText(event)].slice(-20))),
    [latch],
  )
  return (
    <section className="demo-panel" aria-labelledby="options-title">
      <h2 id="options-title">Options</h2>
      <p>
        Preferred EVM account type: <strong>{preferredAccountTypes ?? '—'}</strong>
      </p>
      {settings.manualWC ? (
        <button
          type="button"
          className="demo-button"
          onClick={() => void latch.open().then(() => latch.connectWalletConnect())}
        >
          Start WalletConnect
        </button>
      ) : null}
      <button type="button" className="demo-button" onClick={() => void switchToAnvil2()}>
        Call switchNetwork({anvil2.name})
      </button>
      <output aria-label="switchNetwork result">{switchResult}</output>
      <h3 id="events-title">Analytics events</h3>
      <ol aria-labelledby="events-title" className="demo-state">
        {events.map((event, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an append-only log
          <li key={index}>{event}</li>
        ))}
      </ol>
      {settings.append ? null : (
        <section aria-label="Placed Latch modal">
          <LatchModal />
        </section>
      )}
    </section>
  )
}
