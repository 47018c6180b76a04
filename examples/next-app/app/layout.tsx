import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { Providers } from './Providers'

export const metadata: Metadata = { title: 'Latch in a Next.js app' }

/** Edge to edge on phones: Latch's bottom sheet and toasts keep clear of the safe-area insets. */
export const viewport: Viewport = { width: 'device-width', initialScale: 1, viewportFit: 'cover' }

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  )
}
