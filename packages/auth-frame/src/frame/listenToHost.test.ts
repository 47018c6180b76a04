// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from 'vitest'
import { listenToHost } from './listenToHost.js'

const origin = 'http://127.0.0.1:4173'
let stop = () => {}
afterEach(() => stop())

const dispatch = (init: MessageEventInit) =>
  window.dispatchEvent(new MessageEvent('message', { data: { hello: 1 }, ...init }))

test('passes on messages from the host origin and the parent window only', () => {
  const onMessage = vi.fn()
  stop = listenToHost({ window, origin, onMessage })
  dispatch({ origin: 'http://evil.example', source: window.parent })
  dispatch({ origin: 'http://127.0.0.1:4174', source: window.parent })
  dispatch({ origin, source: null })
  expect(onMessage).not.toHaveBeenCalled()
  dispatch({ origin, source: window.parent })
  expect(onMessage).toHaveBeenCalledExactlyOnceWith({ hello: 1 })
})

test('stops listening', () => {
  const onMessage = vi.fn()
  listenToHost({ window, origin, onMessage })()
  dispatch({ origin, source: window.parent })
  expect(onMessage).not.toHaveBeenCalled()
})
