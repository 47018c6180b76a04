import { renderToString } from 'react-dom/server'
import { createSsrLatch, SsrApp } from './SsrApp'

/** Renders the host page to HTML in Node (no browser globals). */
export function render(): string {
  return renderToString(<SsrApp latch={createSsrLatch()} />)
}
