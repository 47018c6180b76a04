import type { ChainNamespace, LatchClient } from '@latch/core'
import {
  formatBalance,
  useDisconnect,
  useLatchAccount,
  useLatchNetwork,
  useLatchState,
} from '@latch/react'

const namespaceNames: Partial<Record<ChainNamespace, string>> = {
  eip155: 'EVM',
  solana: 'Solana',
  bip122: 'Bitcoin',
}

/**
 * One namespace's account state (spec §3 "Chain state per namespace"): status, CAIP-10 account, the
 * accounts with their types and, for EVM, whether the smart account has code; its own disconnect.
 */
function NamespaceAccount({ latch, namespace }: { latch: LatchClient; namespace: ChainNamespace }) {
  const account = useLatchAccount({ namespace })
  // Not among the hook's fields: read from the client's account state on each render (core patches
  // it together with `allAccounts`, which re-renders this).
  const deployed = latch.getAccount(namespace)?.smartAccountDeployed
  const { disconnect } = useDisconnect()
  const name = namespaceNames[namespace] ?? namespace
  const id = `account-${namespace}`
  return (
    <section className="demo-namespace" aria-labelledby={id}>
      <h3 id={id}>{name}</h3>
      <dl className="demo-state">
        <div>
          <dt>Status</dt>
          <dd data-testid={`${namespace}-status`}>{account.status}</dd>
        </div>
        <div>
          <dt>CAIP-10 account</dt>
          <dd data-testid={`${namespace}-caip-address`}>{account.caipAddress ?? '—'}</dd>
        </div>
        <div>
          <dt>Accounts</dt>
          <dd data-testid={`${namespace}-accounts`}>
            {account.allAccounts.length === 0
              ? '—'
              : account.allAccounts.map((a) => `${a.type} ${a.address}`).join(', ')}
          </dd>
        </div>
        {namespace === 'eip155' ? (
          <div>
            <dt>Smart account deployed</dt>
            <dd data-testid="eip155-smart-account-deployed">
              {deployed === undefined ? '—' : deployed ? 'yes' : 'no'}
            </dd>
          </div>
        ) : null}
      </dl>
      {account.isConnected ? (
        <button
          type="button"
          className="demo-button"
          onClick={() => disconnect({ namespace }).catch(() => undefined)}
        >
          Disconnect {name}
        </button>
      ) : null}
    </section>
  )
}

/** The live account state, read through Latch's hooks: the active namespace, then each namespace. */
export function AccountPanel({ latch }: { latch: LatchClient }) {
  const account = useLatchAccount()
  const network = useLatchNetwork()
  const { activeChain } = useLatchState()
  const rows: [string, string][] = [
    ['Status', account.status],
    ['Active namespace', activeChain],
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
      <div className="demo-namespaces">
        {(['eip155', 'solana', 'bip122'] as const).map((namespace) => (
          <NamespaceAccount key={namespace} latch={latch} namespace={namespace} />
        ))}
      </div>
    </section>
  )
}
