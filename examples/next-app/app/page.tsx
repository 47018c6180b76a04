import { Wallet } from './Wallet'

// Rendered on the server for each request (not prerendered at build time), Latch's buttons included.
export const dynamic = 'force-dynamic'

export default function Home() {
  return (
    <main>
      <h1>A Next.js app with Latch</h1>
      <Wallet />
    </main>
  )
}
