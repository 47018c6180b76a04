import { ConnectButton, NetworkButton } from '@latch/react'

// A server component: Latch's buttons are client components, rendered into the page's HTML
// ("Connect Wallet" is in it) and hydrated in the browser.
export default function Home() {
  return (
    <main>
      <h1>A Next.js app with Latch</h1>
      <NetworkButton />
      <ConnectButton size="lg" />
    </main>
  )
}
