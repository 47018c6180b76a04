import { recoverMessageAddress } from 'viem'
import { ACCOUNT, accountButton, connectDevWallet, expect, setNextApproval, test } from './fixtures'

test.beforeEach(async ({ page }) => {
  await page.goto('/')
  await connectDevWallet(page)
})

test('"Sign message" yields a signature that viem verifies for the connected address', async ({
  page,
}) => {
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByTestId('verification')).toHaveText(`Verified by viem for ${ACCOUNT}`)
  const signature = (await page.getByTestId('signature').textContent()) as `0x${string}`
  // Checked here too, independently of the page.
  expect(await recoverMessageAddress({ message: 'Hello from Latch', signature })).toBe(ACCOUNT)
})

test("a rejected signature shows 'Signature declined' and nothing else changes", async ({
  page,
}) => {
  await setNextApproval(page, 'Reject (EIP-1193 4001)')
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByRole('alert')).toHaveText('Signature declined')
  await expect(page.getByTestId('signature')).toHaveCount(0)
  await expect(accountButton(page)).toBeVisible()
  await expect(page.getByTestId('state-status')).toHaveText('connected')
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
