// @vitest-environment happy-dom

import { mainnet, type View } from '@latch/core'
import { getClientContext } from '@latch/core/internal'
import { act, cleanup } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createLatch } from '../createLatch.js'
import { renderModalDialog } from '../i18n/testing.js'

// Spec §2 "modal height 150 ms", and the secure frame must not move once shown (clickjacking; the
// e2e ?locale=ja test records its position): the embedded panel does not animate into or out of a
// view hosting the frame, nor while the frame shows; it does between other views.

let resize: () => void = () => {}
let boxHeight = 0
const animated: Keyframe[][] = []

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resize = callback
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
    () => ({ height: boxHeight }) as DOMRect,
  )
  vi.spyOn(window, 'getComputedStyle').mockImplementation(
    () => ({ getPropertyValue: () => '150ms' }) as unknown as CSSStyleDeclaration,
  )
  HTMLElement.prototype.animate = (keyframes) => {
    animated.push(keyframes as Keyframe[])
    return { cancel() {}, onfinish: null } as unknown as Animation
  }
})

const clients: ReturnType<typeof createLatch>[] = []
afterEach(() => {
  cleanup()
  for (const client of clients.splice(0)) client.destroy()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  animated.length = 0
})

async function renderPanel() {
  const client = createLatch({ networks: [mainnet], enableEmbedded: true })
  clients.push(client)
  await renderModalDialog(client)
  const { stores } = getClientContext(client)
  /** Shows `view` (with the frame shown or not), the panel then `height` px high. */
  const go = (view: View, height: number, frameVisible = false) => {
    act(() => {
      stores.auth.setState({ frameVisible })
      stores.router.setState({ view, history: ['Connect', view] })
    })
    boxHeight = height
    act(() => resize())
  }
  return go
}

describe('ModalContent height', () => {
  it('animates between views without the secure frame', async () => {
    const go = await renderPanel()
    go('Connect', 300)
    go('AllWallets', 480)
    expect(animated).toHaveLength(1)
  })

  it('does not animate into Approve Transaction or Confirm Email, nor out of them', async () => {
    const go = await renderPanel()
    go('Connect', 300)
    go('ApproveTransaction', 560, true)
    go('Account', 260)
    go('ConfirmEmail', 420)
    go('Connect', 300)
    expect(animated).toEqual([])
  })

  it('does not animate while the frame shows on another view (passkey recovery in Account)', async () => {
    const go = await renderPanel()
    go('Account', 300, true)
    go('Account', 360, true)
    expect(animated).toEqual([])
  })
})
