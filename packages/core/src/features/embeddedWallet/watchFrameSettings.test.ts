// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://app.example/shop"}
import { afterEach, expect, test } from 'vitest'
import { cleanUpAuthClients, flush, setUpLoadedAuthClient } from './authFrameTesting.js'

afterEach(cleanUpAuthClients)

const setUp = setUpLoadedAuthClient

test('the frame takes Latch’s theme mode, and each change of it', async () => {
  const set = await setUp({ themeMode: 'dark' })
  const themes = () => set.frame.requests().filter(({ type }) => type === 'theme')
  expect(set.frame.requests().map(({ type }) => type)).toEqual([
    'init',
    'theme',
    'locale',
    'request',
  ])
  expect(themes()).toEqual([expect.objectContaining({ mode: 'dark' })])
  set.client.setThemeMode('dark')
  set.client.setThemeMode('light')
  await flush()
  expect(themes().map((request) => request.type === 'theme' && request.mode)).toEqual([
    'dark',
    'light',
  ])
})

test('the frame is told the requested locale (none: the browser’s), and each change of it', async () => {
  const set = await setUp({ locale: 'ja' })
  const locales = () =>
    set.frame.requests().flatMap((request) => (request.type === 'locale' ? [request.tag] : []))
  expect(locales()).toEqual(['ja'])
  set.client.setLocale('de')
  // Only its language, script and region: what the frame resolves by, and short enough for it.
  set.client.setLocale('en-US-u-ca-gregory-nu-latn-hc-h23-fw-mon')
  set.client.setLocale(undefined)
  await flush()
  expect(locales()).toEqual(['ja', 'de', 'en-US', undefined])
})

test('without a theme mode the frame is told none', async () => {
  const set = await setUp()
  set.client.setThemeVariables({ '--latch-accent': '#ff0000' })
  await flush()
  expect(set.frame.requests().map(({ type }) => type)).not.toContain('theme')
})
