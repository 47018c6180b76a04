// @vitest-environment happy-dom

import { type LatchOptions, mainnet } from '@latch/core'
import { asInternalClient, type LatchClientInternal } from '@latch/core/internal'
import {
  act,
  cleanup,
  fireEvent,
  render,
  renderHook,
  screen,
  waitFor,
} from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLatch } from '../createLatch.js'
import { LatchProvider } from '../LatchProvider.js'
import { mockEmbeddedWallet } from '../testing/mockEmbeddedWallet.js'
import EmailLogin from '../views/Connect/EmailLogin.js'
import { useConnectList } from './useConnectList.js'

// Issue 16 point 1 (`features.legalCheckbox`): the rows' action and the email submit consult core's
// legal gate themselves, so no path connects unticked (a stale `disabled`, a direct call).

let client: LatchClientInternal | undefined
afterEach(() => {
  cleanup()
  client?.destroy()
  vi.restoreAllMocks()
})

const legal: Partial<LatchOptions> = {
  termsConditionsUrl: 'https://example.org/terms',
  features: { legalCheckbox: true },
}

function createClient(options: Partial<LatchOptions>): LatchClientInternal {
  client = asInternalClient(createLatch({ networks: [mainnet], disableAppend: true, ...options }))
  return client
}

const connector = {
  id: 'io.example',
  type: 'ANNOUNCED',
  name: 'Example Wallet',
  chain: 'eip155',
  installed: true,
} as const

describe('the terms checkbox gates every way to connect', () => {
  it('useConnectList().choose connects nothing until the checkbox is ticked', () => {
    const latch = createClient(legal)
    const connect = vi.spyOn(latch, 'connect').mockResolvedValue(true)
    const wrapper = ({ children }: { children: ReactNode }) => (
      <LatchProvider client={latch}>{children}</LatchProvider>
    )
    const { result } = renderHook(() => useConnectList(), { wrapper })
    const item = { kind: 'connector', section: 'injected', connector, recent: false } as const
    result.current.choose(item)
    expect(connect).not.toHaveBeenCalled()
    latch.stores.modal.setState({ legalAccepted: true })
    result.current.choose(item)
    expect(connect).toHaveBeenCalledWith(connector)
  })
  it('the email submit sends no code until the checkbox is ticked, whatever `disabled` says', async () => {
    const latch = createClient(legal)
    const { sendEmailCode } = mockEmbeddedWallet(latch, () => [])
    vi.spyOn(latch, 'prepareEmailLogin').mockReturnValue(undefined)
    render(
      <LatchProvider client={latch}>
        <EmailLogin disabled={false} />
      </LatchProvider>,
    )
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), {
      target: { value: 'ada@example.test' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    // The request would reach the embedded wallet after its (mocked) load: let that settle first.
    await act(async () => {})
    expect(sendEmailCode).not.toHaveBeenCalled()
    latch.stores.modal.setState({ legalAccepted: true })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(sendEmailCode).toHaveBeenCalledWith('ada@example.test'))
    expect(sendEmailCode).toHaveBeenCalledOnce()
  })
})
