import { build } from 'esbuild'
import { ACCOUNT, dialog, expect, test } from '../fixtures'
import { connectReloadDisconnect } from './connectReloadDisconnect'

// examples/vanilla: one HTML page and one plain ES module, served as files with no bundler; the
// page imports @latch/html's standalone build (dist/standalone/latch.js, from the packed tarball)
// through an import map, and shows what subscribeAccount/subscribeNetwork report.

/**
 * The Latch Dev Wallet (anvil's public keys), announced through EIP-6963 before the page's own
 * scripts run, as a browser extension's content script would be: the page ships no test wallet.
 * Bundled once from @latch/testing into a classic script.
 */
const devWalletScript = build({
  stdin: {
    contents: `import { createDevWallet } from '@latch/testing'
createDevWallet({ chains: [{ id: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:8545' }] }).announce()`,
    resolveDir: import.meta.dirname,
  },
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2022',
  write: false,
  logLevel: 'error',
}).then((result) => result.outputFiles[0]?.text ?? '')

test.beforeEach(async ({ page }) => {
  // The standalone build is served as it is: no request leaves for a bundler's dev server, and
  // the module graph is the package's own file plus its chunks.
  const modules: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') modules.push(new URL(request.url()).pathname)
  })
  await page.addInitScript({ content: await devWalletScript })
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'A plain HTML page with Latch' })).toBeVisible()
  expect(modules).toContain('/main.js')
  expect(modules).toContain('/node_modules/@latch/html/dist/standalone/latch.js')
  expect(
    modules.filter((path) => !path.startsWith('/node_modules/@latch/html/dist/standalone/')),
  ).toEqual(['/main.js'])
})

test('the custom elements: connect, reload keeps the connection, disconnect', async ({ page }) => {
  await connectReloadDisconnect(page)
})

test('subscribeAccount and subscribeNetwork tell the page of the connection and the network', async ({
  page,
}) => {
  await expect(page.getByText('Network: eip155:31337')).toBeVisible()
  await expect(page.getByText('Account: not connected')).toBeVisible()

  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: /^Latch Dev Wallet/ })
    .click()
  await expect(page.getByText(`Account: ${ACCOUNT}`)).toBeVisible()

  await page.getByRole('button', { name: 'Anvil', exact: true }).click()
  await dialog(page, 'Networks').getByRole('button', { name: 'Anvil 2' }).click()
  await expect(page.getByRole('button', { name: 'Anvil 2', exact: true })).toBeVisible()
  await expect(page.getByText('Network: eip155:31338')).toBeVisible()

  await page.getByRole('button', { name: /0xf39F…2266/ }).click()
  await dialog(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByText('Account: not connected')).toBeVisible()
})
