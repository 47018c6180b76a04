import { ConnectButton, NetworkButton } from '@latch/react'
import { formatEther, parseEther } from 'viem'
import { useBalance, useConnection, useDisconnect, useSendTransaction } from 'wagmi'

/** Where the host's "Send 0.01 ETH" button sends: anvil's account 1. */
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

export function App() {
  return (
    <main>
      <h1>A wagmi app with Latch</h1>
      <NetworkButton />
      <ConnectButton />
      <HostWallet />
    </main>
  )
}

/** The host's own wagmi hooks, reading the connection Latch made. */
function HostWallet() {
  // wagmi 3's name for useAccount.
  const { address, chainId, isConnected } = useConnection()
  const balance = useBalance({ address })
  const send = useSendTransaction()
  const disconnect = useDisconnect()

  if (!isConnected) return <p>wagmi: disconnected</p>
  return (
    <section>
      <p>
        wagmi: connected {address} on chain {chainId}
      </p>
      <p>wagmi balance: {balance.data ? `${formatEther(balance.data.value)} ETH` : 'loading'}</p>
      <button
        type="button"
        disabled={send.isPending}
        onClick={() =>
          send.mutate(
            { to: RECIPIENT, value: parseEther('0.01') },
            { onSuccess: () => balance.refetch() },
          )
        }
      >
        Send 0.01 ETH
      </button>
      {send.data && <p>Sent: {send.data}</p>}
      {send.error && <p role="alert">{send.error.message}</p>}
      <button type="button" onClick={() => disconnect.mutate()}>
        Disconnect (wagmi)
      </button>
    </section>
  )
}
