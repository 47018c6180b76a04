import type { DevWallet } from '@latch/testing'
import { useState } from 'react'
import { UNREQUESTED_CHAIN_ID } from './networks'

type Approval = 'approve' | 'reject' | 'hang'

/** Controls for the dev wallet, standing in for a real extension's own UI. */
export function DevWalletPanel({ devWallet }: { devWallet: DevWallet }) {
  const [approval, setApproval] = useState<Approval>(devWallet.nextApproval)
  const choose = (mode: Approval) => {
    devWallet.setNextApproval(mode)
    setApproval(mode)
  }
  return (
    <section className="demo-panel" aria-labelledby="dev-wallet-title">
      <h2 id="dev-wallet-title">Dev wallet</h2>
      <label className="demo-field">
        Next approval request
        <select value={approval} onChange={(event) => choose(event.target.value as Approval)}>
          <option value="approve">Approve</option>
          <option value="reject">Reject (EIP-1193 4001)</option>
          <option value="hang">Never answer</option>
        </select>
      </label>
      <div className="demo-row">
        <button type="button" className="demo-button" onClick={() => devWallet.moveToChain(31337)}>
          Wallet: move to Anvil
        </button>
        <button
          type="button"
          className="demo-button"
          onClick={() => devWallet.moveToChain(UNREQUESTED_CHAIN_ID)}
        >
          Wallet: move to chain {UNREQUESTED_CHAIN_ID}
        </button>
        <button
          type="button"
          className="demo-button"
          onClick={() => devWallet.disconnectFromWallet()}
        >
          Wallet: disconnect this site
        </button>
      </div>
    </section>
  )
}
