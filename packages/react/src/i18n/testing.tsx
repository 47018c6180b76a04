import type { LatchClient } from '@latch/core'
import { render, waitFor } from '@testing-library/react'
import { LatchProvider } from '../LatchProvider.js'
import { LatchModal } from '../modal/LatchModal.js'

/**
 * Test helper: renders `<LatchModal/>` for `client` (embedded, so the dialog shows without opening)
 * and waits for the dialog inside the modal's shadow root.
 *
 * @returns The `role=dialog` element.
 * @throws 'no dialog yet' (retried by `waitFor` until its timeout) while the dialog is missing.
 */
export async function renderModalDialog(client: LatchClient): Promise<HTMLElement> {
  render(
    <LatchProvider client={client}>
      <LatchModal />
    </LatchProvider>,
  )
  return waitFor(() => {
    const found = document.querySelector('latch-modal')?.shadowRoot?.querySelector('[role=dialog]')
    if (!(found instanceof HTMLElement)) throw new Error('no dialog yet')
    return found
  })
}
