// @vitest-environment happy-dom
import { describe, expect, test, vi } from 'vitest'
import { createFrameTexts, englishWords } from '../i18n/createFrameTexts.js'
import { CLOSE_AFTER_MS, readSocialResult, renderSocialResult } from './renderSocialResult.js'

function page(search: string) {
  const root = document.createElement('main')
  const window = {
    opener: {} as unknown,
    close: vi.fn(),
    setTimeout: (handler: () => void, ms: number) => setTimeout(handler, ms),
    location: { search },
  }
  return { root, window }
}

describe('renderSocialResult (issue 28: the popup’s final page)', () => {
  test.each([
    ['?status=ok', 'done', 'You are logged in. You can close this window.', 'status'],
    [
      '?status=failed&reason=access_denied',
      'failed',
      'The login did not finish. Close this window and try again.',
      'alert',
    ],
    [
      '?status=failed&reason=invalid_state',
      'invalidLink',
      'This login link is not valid or has expired.',
      'alert',
    ],
    ['', 'invalidLink', 'This login link is not valid or has expired.', 'alert'],
    ['?status=<b>ok</b>', 'invalidLink', 'This login link is not valid or has expired.', 'alert'],
  ])('%s says %s', (search, result, text, role) => {
    const { root, window } = page(search)
    expect(renderSocialResult({ window, root, t: englishWords.t })).toBe(result)
    expect(root.textContent).toBe(text)
    expect(root.querySelector('p')?.getAttribute('role')).toBe(role)
    expect(window.opener).toBeNull()
  })

  test('closes itself after 300 ms on ok only', async () => {
    vi.useFakeTimers()
    try {
      const ok = page('?status=ok')
      const failed = page('?status=failed&reason=provider_error')
      renderSocialResult({ ...ok, t: englishWords.t })
      renderSocialResult({ ...failed, t: englishWords.t })
      vi.advanceTimersByTime(CLOSE_AFTER_MS - 1)
      expect(ok.window.close).not.toHaveBeenCalled()
      vi.advanceTimersByTime(1)
      expect(ok.window.close).toHaveBeenCalledOnce()
      vi.advanceTimersByTime(10_000)
      expect(failed.window.close).not.toHaveBeenCalled()
    } finally {
      vi.useRealTimers()
    }
  })

  test('speaks the browser’s language', async () => {
    const texts = createFrameTexts({
      languages: () => ['ja-JP'],
      root: document.createElement('html'),
    })
    await texts.setLocale(undefined)
    const { root, window } = page('?status=ok')
    renderSocialResult({ window, root, t: texts.t })
    expect(root.textContent).toBe('ログインしました。このウィンドウは閉じてかまいません。')
  })

  test('readSocialResult ignores everything but status and an invalid_state reason', () => {
    expect(readSocialResult('?status=ok&reason=invalid_state')).toBe('done')
    expect(readSocialResult('?status=failed')).toBe('failed')
  })
})
