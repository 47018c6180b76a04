import { accountButton, dialog, expect, test } from './fixtures'

test.use({ baseURL: 'http://127.0.0.1:4174' })

test('under a strict CSP, connect → sign → switch → disconnect reports no violation', async ({
  page,
}) => {
  const refused: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text())
  })
  await page.addInitScript(() => {
    const violations: string[] = []
    Object.assign(window, { cspViolations: violations })
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(`${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  const response = await page.goto('/')
  expect(response?.headers()['content-security-policy']).toContain("style-src 'self'")

  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: /^Latch Dev Wallet/ })
    .click()
  await expect(accountButton(page)).toContainText('ETH')

  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByTestId('verification')).toContainText('Verified by viem')

  await accountButton(page).click()
  await dialog(page, 'Account').getByRole('button', { name: 'Anvil', exact: true }).click()
  await dialog(page, 'Networks').getByRole('button', { name: 'Anvil 2', exact: true }).click()
  await expect(page.getByTestId('state-caip-2-network')).toHaveText('eip155:31338')

  await dialog(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()

  // The modal is styled (adopted stylesheets are allowed): its dialog has the 360px width rule.
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const width = await dialog(page, 'Connect Wallet').evaluate(
    (element) => element.getBoundingClientRect().width,
  )
  expect(width).toBeGreaterThan(300)
  expect(width).toBeLessThanOrEqual(362)

  expect(
    await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  ).toEqual([])
  expect(refused).toEqual([])
})
