import { ConnectButton, LatchModal, NetworkButton } from '@latch/react'
import { createLatchElement } from './createLatchElement.js'

/**
 * Defines `<latch-connect-button>` (`ConnectButton`: "Connect Wallet", then the account) and
 * `<latch-network-button>` (`NetworkButton`: the active network's name), and `<latch-modal-slot>`
 * (`LatchModal`: the modal, where the page places it, for `disableAppend` or `enableEmbedded`)
 * once per page; a tag
 * already defined (by an earlier call, or by another copy of this package) is left as it is.
 * Browser only.
 *
 * @example
 * defineLatchElements()
 * document.body.append(document.createElement('latch-connect-button'))
 */
export function defineLatchElements(): void {
  const elements = [
    ['latch-connect-button', ConnectButton],
    ['latch-network-button', NetworkButton],
    ['latch-modal-slot', LatchModal],
  ] as const
  for (const [tag, component] of elements) {
    if (!customElements.get(tag)) customElements.define(tag, createLatchElement(component))
  }
}
