// @vitest-environment happy-dom

import { act, cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useHeightTransition } from './useHeightTransition.js'

// Spec §2 "modal height 150 ms": the box around the view animates to the new view's height;
// none under prefers-reduced-motion (the theme sets --latch-motion-height to 0ms there).

/** A ResizeObserver the test fires by hand (happy-dom lays nothing out). */
let resize: () => void = () => {}
const observed = new Set<Element>()
class TestResizeObserver {
  constructor(callback: () => void) {
    resize = callback
  }
  observe(element: Element) {
    observed.add(element)
  }
  unobserve(element: Element) {
    observed.delete(element)
  }
  disconnect() {
    observed.clear()
  }
}

type FakeAnimation = { cancel: () => void; onfinish: (() => void) | null }
let boxHeight = 0
const animations: {
  keyframes: Keyframe[]
  options: KeyframeAnimationOptions
  animation: FakeAnimation
}[] = []

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', TestResizeObserver)
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
    () => ({ height: boxHeight }) as DOMRect,
  )
  HTMLElement.prototype.animate = (keyframes, options) => {
    const animation: FakeAnimation = { cancel: vi.fn(), onfinish: null }
    animations.push({
      keyframes: keyframes as Keyframe[],
      options: options as KeyframeAnimationOptions,
      animation,
    })
    return animation as unknown as Animation
  }
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  animations.length = 0
  observed.clear()
})

function Modal({ view, motion, still }: { view: string; motion: string; still: boolean }) {
  const bodyRef = useHeightTransition(still)
  return (
    <div data-testid="box" style={{ '--latch-motion-height': motion } as React.CSSProperties}>
      <div key={view} ref={bodyRef}>
        {view}
      </div>
    </div>
  )
}

/** Renders `view` at `height` px and lets the observer report it. */
function show(
  rerender: (ui: React.ReactElement) => void,
  view: string,
  height: number,
  motion = '150ms',
  still = false,
) {
  boxHeight = height
  rerender(<Modal view={view} motion={motion} still={still} />)
  act(() => resize())
}

describe('useHeightTransition', () => {
  it('animates the box from the old view height to the new one over 150 ms, overflow hidden meanwhile', () => {
    const { rerender } = render(<div />)
    show(rerender, 'Connect', 300)
    expect(animations).toEqual([])
    show(rerender, 'AllWallets', 480)
    expect(animations).toHaveLength(1)
    expect(animations[0]?.keyframes).toEqual([
      { height: '300px', overflow: 'hidden' },
      { height: '480px', overflow: 'hidden' },
    ])
    expect(animations[0]?.options).toEqual({ duration: 150, easing: 'ease-out' })
    // The old body is no longer watched; the new one is.
    expect(observed.size).toBe(1)
  })

  it('waits for a running animation, then follows a change made meanwhile', () => {
    const { rerender } = render(<div />)
    show(rerender, 'Connect', 300)
    show(rerender, 'AllWallets', 480)
    show(rerender, 'Account', 200)
    expect(animations).toHaveLength(1)
    act(() => animations[0]?.animation.onfinish?.())
    expect(animations).toHaveLength(2)
    expect(animations[1]?.keyframes).toEqual([
      { height: '480px', overflow: 'hidden' },
      { height: '200px', overflow: 'hidden' },
    ])
  })

  it('does not animate under prefers-reduced-motion (--latch-motion-height: 0ms), nor for the same height', () => {
    const { rerender } = render(<div />)
    show(rerender, 'Connect', 300, '0ms')
    show(rerender, 'AllWallets', 480, '0ms')
    expect(animations).toEqual([])
    show(rerender, 'Account', 480)
    expect(animations).toEqual([])
  })

  // The secure frame must not move once shown (clickjacking): its views take their height at once.
  it('does not animate into a view hosting the secure frame, nor out of it', () => {
    const { rerender } = render(<div />)
    show(rerender, 'Connect', 300)
    show(rerender, 'ApproveTransaction', 560, '150ms', true)
    show(rerender, 'ApproveTransaction', 620, '150ms', true)
    show(rerender, 'Account', 260)
    expect(animations).toEqual([])
    show(rerender, 'Activity', 400)
    expect(animations).toHaveLength(1)
  })

  it('stops a running animation when the secure frame shows, and the box keeps its height after', () => {
    const { rerender } = render(<div />)
    show(rerender, 'Connect', 300)
    show(rerender, 'AllWallets', 480)
    expect(animations).toHaveLength(1)
    show(rerender, 'AllWallets', 480, '150ms', true)
    expect(animations[0]?.animation.cancel).toHaveBeenCalledOnce()
    // A finish reported after the cancel starts nothing.
    act(() => animations[0]?.animation.onfinish?.())
    show(rerender, 'AllWallets', 520, '150ms', true)
    expect(animations).toHaveLength(1)
  })
})
