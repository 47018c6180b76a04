import { hydrateRoot } from 'react-dom/client'
import { createSsrLatch, SsrApp } from './SsrApp'

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from ssr.html')
hydrateRoot(root, <SsrApp latch={createSsrLatch()} />, {
  onRecoverableError(error) {
    console.error(`Hydration error: ${error instanceof Error ? error.message : String(error)}`)
  },
})
