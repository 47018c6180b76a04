import { formatBalance, useLatchAccount, useLatchNetwork } from '@latch/react'

/** The live account state, read through Latch's hooks. */
export function AccountPanel() {
  const account = useLatchAccount()
  const network = useLatchNetwork()
  const rows: [string, string][] = [
    ['Status', account.status],
    ['Address', account.address ?? '—'],
    ['CAIP-10 account', account.caipAddress ?? '—'],
    ['Network', network.caipNetwork?.name ?? '—'],
    ['CAIP-2 network', network.caipNetworkId ?? '—'],
    [
      'Balance',
      account.balance === undefined
        ? '—'
        : `${formatBalance(account.balance)} ${account.balanceSymbol ?? ''}`,
    ],
    ['Wallet', account.walletInfo?.name ?? '—'],
  ]
  return (
    <section className="demo-panel" aria-labelledby="account-state">
      <h2 id="account-state">Account state</h2>
      <dl className="demo-state">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd data-testid={`state-${term.toLowerCase().replace(/\W+/g, '-')}`}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
