import { formatBalance } from '@latch/core'
import { isSafeImageUrl, stripInvisible } from '@latch/core/internal'
import { useId, useState } from 'react'
import { useViewMessages } from '../i18n/useViewMessages.js'
import { WalletImage } from './WalletImage.js'

/** One token a {@link TokenSelect} offers. `symbol`, `name` and `iconUrl` are untrusted. */
export type TokenSelectOption = {
  /** Unique among the options (the token address, or `'native'`). */
  key: string
  symbol: string
  name: string
  /** The account's balance in whole units (decimal string), when known. */
  balance?: string | undefined
  iconUrl?: string | undefined
}

/**
 * A token picker (Send's "Select token", Swap's "Sell token" / "Buy token"): a `button` named
 * `label` (plus the chosen symbol) that shows or hides a `list` of the tokens, each a `button`
 * named "SYMBOL, Name, balance". Picking one closes the list and returns focus to the button.
 * Untrusted names are text only; icons only `http(s):`/`data:image/`.
 */
export function TokenSelect({
  label,
  options,
  selectedKey,
  onSelect,
  emptyText,
}: {
  label: string
  options: readonly TokenSelectOption[]
  selectedKey: string | undefined
  onSelect(option: TokenSelectOption): void
  /** Shown in place of the list when there are no options. */
  emptyText: string
}) {
  const [open, setOpen] = useState(false)
  const { locale } = useViewMessages()
  const listId = useId()
  const selected = options.find((option) => option.key === selectedKey)
  const clean = (text: string, max: number) => stripInvisible(text).slice(0, max)
  return (
    <div className="latch-token-select">
      <button
        type="button"
        className="latch-row latch-token-select-button"
        aria-label={selected ? `${label}, ${clean(selected.symbol, 16)}` : label}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {selected ? (
          <>
            <WalletImage
              name={clean(selected.symbol, 16)}
              url={isSafeImageUrl(selected.iconUrl) ? selected.iconUrl : undefined}
            />
            <span className="latch-row-name">{clean(selected.symbol, 16)}</span>
          </>
        ) : (
          <span className="latch-row-name">{label}</span>
        )}
        <span aria-hidden="true">▾</span>
      </button>
      <div id={listId} hidden={!open}>
        {options.length === 0 ? (
          <p className="latch-preview-status">{emptyText}</p>
        ) : (
          <ul className="latch-token-options" aria-label={label}>
            {options.map((option) => {
              const symbol = clean(option.symbol, 16)
              const name = clean(option.name, 48)
              const balance =
                option.balance === undefined ? '' : formatBalance(option.balance, undefined, locale)
              return (
                <li key={option.key}>
                  <button
                    type="button"
                    className="latch-row"
                    aria-label={[symbol, name, balance].filter(Boolean).join(', ')}
                    aria-current={option.key === selectedKey ? 'true' : undefined}
                    onClick={(event) => {
                      onSelect(option)
                      setOpen(false)
                      const host = event.currentTarget.closest('.latch-token-select')
                      host?.querySelector<HTMLButtonElement>('.latch-token-select-button')?.focus()
                    }}
                  >
                    <WalletImage
                      name={symbol}
                      url={isSafeImageUrl(option.iconUrl) ? option.iconUrl : undefined}
                    />
                    <span className="latch-row-name">{symbol}</span>
                    <span className="latch-row-tag">{balance}</span>
                  </button>
                </li>
              )
            })}
          </ul>
        )}
      </div>
    </div>
  )
}
