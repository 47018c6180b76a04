import {
  ACCOUNT,
  ANVIL_2_RPC,
  ANVIL_RPC,
  accountButton,
  connectDevWallet,
  dialog,
  displayedEther,
  expect,
  getBalance,
  setBalance,
  test,
} from './fixtures'

test.beforeEach(async ({ page }) => {
  await page.goto('/')
})

test('Networks: choosing "Anvil 2" switches the wallet and shows the balance on chain 31338', async ({
  page,
}) => {
  // Make the two balances differ, so the one shown proves which chain was read.
  await setBalance(ANVIL_2_RPC, ACCOUNT, 1_234_567_800_000_000_000_000n)
  const onAnvil = displayedEther(await getBalance(ANVIL_RPC, ACCOUNT))
  const onAnvil2 = displayedEther(await getBalance(ANVIL_2_RPC, ACCOUNT))
  expect(onAnvil2).toBe('1,234.568 ETH')
  expect(onAnvil).not.toBe(onAnvil2)

  await connectDevWallet(page)
  await expect(accountButton(page)).toContainText(onAnvil)
  await accountButton(page).click()
  await dialog(page, 'Account').getByRole('button', { name: 'Anvil', exact: true }).click()
  const networks = dialog(page, 'Networks')
  await expect(networks.getByRole('button', { name: 'Anvil', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  )
  // The dev wallet does not know Anvil 2 yet: this goes through 4902 → wallet_addEthereumChain.
  await networks.getByRole('button', { name: 'Anvil 2', exact: true }).click()
  const account = dialog(page, 'Account')
  await expect(account.getByRole('button', { name: 'Anvil 2', exact: true })).toBeVisible()
  await expect(account).toContainText(onAnvil2)
  await expect(accountButton(page)).toContainText(onAnvil2)
  await expect(page.getByTestId('state-caip-2-network')).toHaveText('eip155:31338')
  expect(await page.evaluate(() => window.latchDevWallet?.chainId)).toBe(31338)
})

test('a declined switch keeps the network and offers a retry', async ({ page }) => {
  await connectDevWallet(page)
  await page.getByRole('button', { name: 'Anvil', exact: true }).click()
  await page.evaluate(() => window.latchDevWallet?.setNextApproval('reject'))
  await dialog(page, 'Networks').getByRole('button', { name: 'Anvil 2', exact: true }).click()
  const switching = dialog(page, 'Switch Network')
  await expect(switching.getByRole('alert')).toHaveText('Switch declined')
  await expect(page.getByTestId('state-caip-2-network')).toHaveText('eip155:31337')
  await switching.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByTestId('state-caip-2-network')).toHaveText('eip155:31338')
})

test('the wallet moving to an unrequested chain opens UnsupportedChain; choosing "Anvil" puts it right', async ({
  page,
}) => {
  await connectDevWallet(page)
  await page.getByRole('button', { name: 'Wallet: move to chain 31339' }).click()
  const unsupported = dialog(page, 'Switch Network')
  await expect(unsupported).toBeVisible()
  await expect(page.getByTestId('state-network')).toHaveText('Unknown Network')
  await unsupported.getByRole('button', { name: 'Anvil', exact: true }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByTestId('state-caip-2-network')).toHaveText('eip155:31337')
  await expect(page.getByRole('button', { name: 'Anvil', exact: true })).toBeVisible()
})

test('the wallet disconnecting the site returns the button to "Connect Wallet"', async ({
  page,
}) => {
  await connectDevWallet(page)
  await page.getByRole('button', { name: 'Wallet: disconnect this site' }).click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
})
