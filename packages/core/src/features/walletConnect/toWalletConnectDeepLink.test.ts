import { describe, expect, test } from 'vitest'
import { toWalletConnectDeepLink } from './toWalletConnectDeepLink.js'

const uri = 'wc:abc@2?relay-protocol=irn&symKey=00'
const encoded = encodeURIComponent(uri)

describe('toWalletConnectDeepLink', () => {
  test.each([
    ['metamask:', `metamask://wc?uri=${encoded}`],
    ['metamask://', `metamask://wc?uri=${encoded}`],
    ['rainbow', `rainbow://wc?uri=${encoded}`],
    ['https://metamask.app.link', `https://metamask.app.link/wc?uri=${encoded}`],
    ['https://metamask.app.link/', `https://metamask.app.link/wc?uri=${encoded}`],
  ])('%s → %s', (link, expected) => {
    expect(toWalletConnectDeepLink(link, uri)).toBe(expected)
  })

  test.each([
    'javascript:alert(1)//',
    'JAVASCRIPT:alert(1)//',
    ' javascript:alert(1)//',
    '\tjavascript:alert(1)//',
    'java\nscript:alert(1)//',
    'java\u0000script:alert(1)//',
    'java\u200bscript:alert(1)//',
    '\u202ejavascript:alert(1)//',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://evil.example/1',
    'http://wallet.example',
    '://',
    '',
  ])('refuses %j', (link) => {
    expect(toWalletConnectDeepLink(link, uri)).toBeUndefined()
  })

  test('non-string links are refused, not thrown', () => {
    expect(toWalletConnectDeepLink(42 as unknown as string, uri)).toBeUndefined()
  })
})
