// @vitest-environment happy-dom

import { NetworkSwitchDisabledError } from '@latch/core'
import type { LatchClientInternal } from '@latch/core/internal'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { createConnectedClient, renderWithClient } from '../Account/testing.js'
import UnsupportedChainView from './UnsupportedChainView.js'

let client: LatchClientInternal | undefined

afterEach(() => {
  cleanup()
  client?.destroy()
  vi.restoreAllMocks()
})

it('a network pick the client refuses is an error toast, never an unhandled rejection', async () => {
  client = createConnectedClient()
  const refused = new NetworkSwitchDisabledError({ caipNetworkId: 'eip155:1' })
  const selectNetwork = vi.spyOn(client, 'selectNetwork').mockRejectedValue(refused)
  const showToast = vi.spyOn(client, 'showToast')
  const unhandled = vi.fn()
  process.on('unhandledRejection', unhandled)
  try {
    renderWithClient(client, <UnsupportedChainView />)
    fireEvent.click(screen.getByRole('button', { name: /^Ethereum/ }))
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith({
        message: { key: 'error.networkSwitchDisabled' },
        variant: 'error',
      }),
    )
    expect(selectNetwork).toHaveBeenCalledOnce()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(unhandled).not.toHaveBeenCalled()
  } finally {
    process.off('unhandledRejection', unhandled)
  }
})
