import { createServer, type Server } from 'node:http'
import { getFreePort } from '@latch/testing-node'
import type { FrameLocator, Page } from '@playwright/test'
import { ACCOUNT, ANVIL_RPC, displayedEther, expect, setBalance, test } from './fixtures'

// The demo as a Safe App: framed by a stand-in for the Safe{Wallet} web app, served from another
// origin, which answers the Safe Apps SDK's postMessage protocol as Safe{Wallet}'s AppCommunicator
// does: it takes messages only from the app's frame and origin, answers
// `{ id, success, version, data | error }` with its own SDK version to the app's origin, handles
// getSafeInfo, getChainInfo, getEnvironmentInfo, rpcCall (to its node) and wallet_getPermissions,
// leaves other methods unanswered, and sends the theme when it starts.

const DEMO_ORIGIN = 'http://127.0.0.1:4173'
const SAFE_ADDRESS = '0x5afe5afE5afE5afE5afE5aFe5aFe5Afe5Afe5AfE'
const safeInfo = {
  safeAddress: SAFE_ADDRESS,
  chainId: 31337,
  threshold: 1,
  owners: [ACCOUNT],
  isReadOnly: false,
}

/** The stand-in Safe{Wallet}: the demo in a frame; `answers: false` makes a parent that is no Safe. */
function safeHostPage({ answers }: { answers: boolean }): string {
  const script = `
    const app = document.querySelector('iframe')
    const appOrigin = ${JSON.stringify(DEMO_ORIGIN)}
    const handlers = {
      getSafeInfo: () => (${JSON.stringify(safeInfo)}),
      getChainInfo: () => ({
        chainName: 'Anvil',
        chainId: '31337',
        shortName: 'anvil',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: '' },
        blockExplorerUriTemplate: { address: '', txHash: '', api: '' },
      }),
      getEnvironmentInfo: () => ({ origin: location.origin }),
      wallet_getPermissions: () => [],
      async rpcCall({ call, params }) {
        const response = await fetch(${JSON.stringify(ANVIL_RPC)}, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: call, params }),
        })
        const { result, error } = await response.json()
        if (error) throw new Error(error.message)
        return result
      },
    }
    window.safeAppRequests = []
    const send = (message) => app.contentWindow.postMessage({ ...message, version: '9.1.0' }, appOrigin)
    window.addEventListener('message', async ({ data, origin, source }) => {
      if (source !== app.contentWindow || origin !== appOrigin || !data?.env?.sdkVersion) return
      window.safeAppRequests.push(data.method)
      const handler = ${answers} ? handlers[data.method] : undefined
      if (!handler) return
      try {
        send({ id: data.id, success: true, data: await handler(data.params) })
      } catch (error) {
        send({ id: data.id, success: false, error: error.message })
      }
    })
    if (${answers}) {
      app.addEventListener('load', () =>
        send({ id: Math.random().toString(36).slice(2), success: true, data: { darkMode: false } }),
      )
    }`
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Safe{Wallet} stand-in</title></head>
  <body>
    <iframe title="Safe App" src="${DEMO_ORIGIN}/" style="width: 100%; height: 95vh; border: 0"></iframe>
    <script type="module">${script}</script>
  </body>
</html>`
}

let server: Server
let hostUrl: string

test.beforeAll(async () => {
  const port = await getFreePort()
  server = createServer((request, response) => {
    const answers = request.url !== '/not-a-safe'
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(safeHostPage({ answers }))
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  hostUrl = `http://127.0.0.1:${port}`
})

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
})

/** The demo's script requests, by chunk name. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  return scripts
}

/** The stand-in Safe{Wallet}'s record of the SDK methods the app sent it. */
type SafeHostWindow = { safeAppRequests?: string[] }

const safeChunk = /\/assets\/(detectSafeApp|createSafeAppProvider)-/

function safeAccountButton(app: FrameLocator) {
  return app.getByRole('button', { name: /0x5afe…5AfE/ })
}

test('in a Safe, the demo connects the Safe by itself, with no prompt', async ({ page }) => {
  const balance = 5_000_000_000_000_000_000n
  await setBalance(ANVIL_RPC, SAFE_ADDRESS, balance)
  await page.goto(hostUrl)
  const app = page.frameLocator('iframe[title="Safe App"]')

  await expect(safeAccountButton(app)).toContainText(displayedEther(balance))
  await expect(app.getByTestId('state-status')).toHaveText('connected')
  await expect(app.getByTestId('state-wallet')).toHaveText('Safe')
  await expect(app.getByTestId('state-address')).toHaveText(SAFE_ADDRESS)
  await expect(app.getByTestId('state-caip-2-network')).toHaveText('eip155:31337')
  await expect(app.getByRole('dialog')).toHaveCount(0)
  // The Safe{Wallet} was asked which Safe, and nothing it would have to prompt for.
  expect(await page.evaluate(() => (window as SafeHostWindow).safeAppRequests)).toEqual([
    'getSafeInfo',
  ])

  // A reload restores it.
  await page.reload()
  await expect(safeAccountButton(app)).toBeVisible()
  await expect(app.getByTestId('state-wallet')).toHaveText('Safe')
})

test('in a Safe, a disconnect is kept over a reload, and the Safe is listed to connect again', async ({
  page,
}) => {
  await page.goto(hostUrl)
  const app = page.frameLocator('iframe[title="Safe App"]')
  await safeAccountButton(app).click()
  await app
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Disconnect' })
    .click()
  await expect(app.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()

  await page.reload()
  await expect(app.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(app.getByTestId('state-status')).toHaveText('disconnected')
  await app.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = app.getByRole('dialog', { name: 'Connect Wallet' })
  // The Safe is listed once, as the installed connector: never the catalogue's "Safe", whose row
  // opens safe.global.
  await expect(connect.getByRole('button', { name: /^Safe\b/ })).toHaveAccessibleName(
    'Safe Recent Installed',
  )
  await connect.getByRole('button', { name: /^Safe\b/ }).click()
  await expect(safeAccountButton(app)).toBeVisible()
  await expect(app.getByTestId('state-wallet')).toHaveText('Safe')
  expect(await page.evaluate(() => (window as SafeHostWindow).safeAppRequests)).toEqual([
    'getSafeInfo',
  ])
})

test('in a frame that is not a Safe, the demo starts disconnected, without the Safe provider', async ({
  page,
}) => {
  const scripts = recordScripts(page)
  await page.goto(`${hostUrl}/not-a-safe`)
  const app = page.frameLocator('iframe[title="Safe App"]')
  await expect(app.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(app.getByTestId('state-status')).toHaveText('disconnected')
  // The first connect waits for the detection: the parent was asked and had its 500 ms.
  await app.getByRole('button', { name: 'Connect Wallet' }).click()
  await app
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /^Latch Dev Wallet/ })
    .click()
  await app.getByRole('button', { name: /0xf39F…2266/ }).click()
  await app
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Disconnect' })
    .click()
  await app.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = app.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(connect.getByRole('button', { name: /^Latch Dev Wallet/ })).toBeVisible()
  await expect(connect.getByRole('button', { name: /^Safe/ })).toHaveCount(0)
  expect(await page.evaluate(() => (window as SafeHostWindow).safeAppRequests)).toEqual([
    'getSafeInfo',
  ])
  expect(scripts.filter((path) => safeChunk.test(path))).toEqual([
    expect.stringMatching(/detectSafeApp-/),
  ])
})

test('opened directly, the demo never loads the Safe Apps SDK and shows Connect Wallet', async ({
  page,
}) => {
  const scripts = recordScripts(page)
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await connect.getByRole('button', { name: /^Latch Dev Wallet/ }).click()
  await expect(page.getByRole('button', { name: /0xf39F…2266/ })).toBeVisible()
  expect(scripts.some((path) => path.includes('/assets/runtime-'))).toBe(true)
  expect(scripts.filter((path) => safeChunk.test(path))).toEqual([])
})
