// The baseline: the same page with a bare React button and a native <dialog> listing the wallets
// announced through EIP-6963. What any app pays before adding a wallet modal.
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import { createRoot } from 'react-dom/client'

type AnnouncedWallet = { uuid: string; name: string; icon: string }

let announcedWallets: readonly AnnouncedWallet[] = []
const listeners = new Set<() => void>()
window.addEventListener('eip6963:announceProvider', (event) => {
  const { info } = (event as CustomEvent<{ info: AnnouncedWallet }>).detail
  if (announcedWallets.some((wallet) => wallet.uuid === info.uuid)) return
  announcedWallets = [...announcedWallets, info]
  for (const listener of listeners) listener()
})
window.dispatchEvent(new Event('eip6963:requestProvider'))

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function App() {
  const [open, setOpen] = useState(false)
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const wallets = useSyncExternalStore(subscribe, () => announcedWallets)
  useEffect(() => {
    if (open) dialog.current?.showModal()
    else dialog.current?.close()
  }, [open])
  return (
    <>
      <h1>Bare React bench</h1>
      <button type="button" onClick={() => setOpen(true)}>
        Connect Wallet
      </button>
      <dialog ref={dialog} aria-labelledby={titleId} onClose={() => setOpen(false)}>
        {open ? (
          <>
            <h2 id={titleId}>Connect Wallet</h2>
            <ul>
              {wallets.map((wallet) => (
                <li key={wallet.uuid}>
                  <button type="button">
                    <img src={wallet.icon} alt="" width={24} height={24} />
                    {wallet.name}
                  </button>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </dialog>
    </>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')
createRoot(root).render(<App />)
