import { formatAmount } from '@latch/core'
import { type TransactionPreview as Preview, stripInvisible } from '@latch/core/internal'
import { useId } from 'react'
import { useViewMessages } from '../i18n/useViewMessages.js'

/**
 * What a transaction will do, shown before the wallet is asked: the network
 * fee and the balance changes a simulation (`eth_simulateV1` on EVM) reported, as a `list` named
 * "Balance changes" whose items read like "−0.5 ETH"; "Simulation unavailable" when the network
 * cannot simulate; "This transaction would fail" (`role="alert"`) with the node's reason when it
 * would revert. Symbols and reasons are untrusted: text only, invisible characters stripped.
 */
export function TransactionPreview({ preview }: { preview: Preview | undefined }) {
  const titleId = useId()
  const { t, locale } = useViewMessages()
  if (!preview) {
    return (
      <p className="latch-preview-status" role="status">
        {t('transaction.simulating')}
      </p>
    )
  }
  const { fee, feeSymbol, feeDecimals, simulation } = preview
  return (
    <div className="latch-preview">
      <dl className="latch-preview-fee">
        <dt>{t('transaction.networkFee')}</dt>
        <dd>
          {fee === undefined
            ? t('transaction.feeUnknown')
            : `${formatAmount(fee, feeDecimals, { maxFractionDigits: 8, locale })} ${feeSymbol}`}
        </dd>
      </dl>
      {simulation.status === 'reverted' ? (
        <p className="latch-error-text" role="alert">
          {simulation.reason
            ? t('transaction.wouldFailBecause', {
                reason: stripInvisible(simulation.reason).slice(0, 200),
              })
            : t('transaction.wouldFail')}
        </p>
      ) : simulation.status === 'unavailable' ? (
        <p className="latch-preview-status">{t('transaction.simulationUnavailable')}</p>
      ) : simulation.changes.length === 0 ? (
        <p className="latch-preview-status">{t('transaction.noBalanceChanges')}</p>
      ) : (
        <>
          <h3 className="latch-preview-title" id={titleId}>
            {t('transaction.balanceChanges')}
          </h3>
          <ul className="latch-preview-changes" aria-labelledby={titleId}>
            {simulation.changes.map((change) => {
              const text = `${formatAmount(change.diff, change.decimals, { signed: true, locale })} ${stripInvisible(change.symbol).slice(0, 16)}`
              return (
                <li
                  key={change.address ?? 'native'}
                  data-direction={change.diff < 0n ? 'out' : 'in'}
                >
                  {text}
                </li>
              )
            })}
          </ul>
        </>
      )}
    </div>
  )
}
