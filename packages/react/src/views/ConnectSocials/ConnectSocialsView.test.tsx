// @vitest-environment happy-dom

import { mainnet } from '@latch/core'
import { asInternalClient, type LatchClientInternal } from '@latch/core/internal'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { createLatch } from '../../createLatch.js'
import { LatchProvider } from '../../LatchProvider.js'
import { ModalContent } from '../../modal/ModalContent.js'
import { mockEmbeddedWallet } from '../../testing/mockEmbeddedWallet.js'

// Issue 28 (Part E, design §3.10): "Other logins", behind the Connect view's "Other".

let client: LatchClientInternal | undefined
afterEach(() => {
  cleanup()
  client?.destroy()
  vi.restoreAllMocks()
})

const seven = [
  { id: 'google', name: 'Google' },
  { id: 'x', name: 'X' },
  { id: 'discord', name: 'Discord' },
  { id: 'github', name: 'GitHub' },
  { id: 'apple', name: 'Apple' },
  { id: 'facebook', name: 'Facebook' },
  { id: 'acme', name: 'Acme ID' },
]

function renderOtherLogins(options = {}) {
  const latch = asInternalClient(
    createLatch({ networks: [mainnet], disableAppend: true, ...options }),
  )
  client = latch
  const { connectSocial } = mockEmbeddedWallet(latch, () => seven)
  latch.stores.router.setState({
    view: 'ConnectSocials',
    history: ['Connect', 'ConnectSocials'],
    data: {},
  })
  render(
    <LatchProvider client={latch}>
      <ModalContent titleId="title" />
    </LatchProvider>,
  )
  return { latch, connectSocial }
}

it('is the dialog "Other logins": the logins past the row, as wide buttons', async () => {
  const { connectSocial } = renderOtherLogins()
  expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Other logins')
  const buttons = await screen.findAllByRole('button', { name: /^Continue with / })
  expect(buttons.map((button) => button.textContent)).toEqual([
    'Continue with Facebook',
    'Continue with Acme ID',
  ])
  fireEvent.click(buttons[1] as HTMLElement)
  expect(connectSocial).toHaveBeenCalledWith('acme')
})

it('the terms checkbox not ticked: the buttons are disabled', async () => {
  renderOtherLogins({
    termsConditionsUrl: 'https://example.org/terms',
    features: { legalCheckbox: true },
  })
  const buttons = await screen.findAllByRole('button', { name: /^Continue with / })
  expect(buttons.every((button) => (button as HTMLButtonElement).disabled)).toBe(true)
})
