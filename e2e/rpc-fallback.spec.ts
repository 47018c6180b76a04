import { requestRpc } from '@latch/testing'
import { parseEther } from 'viem'
import {
  ACCOUNT,
  ANVIL_RPC,
  accountButton,
  test as base,
  connectDevWallet,
  displayedEther,
  expect,
  getBalance,
  setBalance,
} from './fixtures'
import { type RpcProxy, startRpcProxy } from './rpcProxy'

// Issue 32 (JSON-RPC): each EVM network's transport is a fallback across its RPC URLs. The demo's
// Anvil gets two (`?anvilRpc=` twice): a proxy first, anvil itself second. Stopping the proxy
// mid-session must not stop the balance from refreshing.

/** Anvil's account #5 (its public test mnemonic, unlocked on the node): pays the transfer. */
const PAYER = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'

// Once the proxy is stopped, the browser logs each refused request to it as a console error: those
// (and only those) are expected; any other error still fails the test.
const test = base.extend<{ rpcProxy: RpcProxy }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies here
  rpcProxy: async ({}, use) => {
    const proxy = await startRpcProxy(ANVIL_RPC)
    await use(proxy)
    await proxy.stop()
  },
  pageErrors: async ({ page, rpcProxy }, use) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => {
      const refused =
        message.location().url.startsWith(rpcProxy.url) &&
        message.text().includes('net::ERR_CONNECTION_REFUSED')
      if (message.type() === 'error' && !refused) errors.push(message.text())
    })
    await use(errors)
    expect(errors).toEqual([])
  },
})

test('with one of two RPC URLs killed mid-session, the balance still refreshes through the other', async ({
  page,
  rpcProxy: proxy,
}) => {
  await setBalance(ANVIL_RPC, ACCOUNT, parseEther('321.5'))
  const query = new URLSearchParams([
    ['anvilRpc', proxy.url],
    ['anvilRpc', ANVIL_RPC],
  ])
  await page.goto(`/?${query}`)
  await connectDevWallet(page)
  await expect(accountButton(page)).toContainText(displayedEther(parseEther('321.5')))
  // The balance was read through the first URL, the proxy.
  expect(proxy.forwarded()).toBeGreaterThan(0)

  await proxy.stop()
  // A transfer mines a block: the new block makes Latch read the balance again.
  await requestRpc(ANVIL_RPC, 'eth_sendTransaction', [
    { from: PAYER, to: ACCOUNT, value: `0x${parseEther('2').toString(16)}` },
  ])
  const expected = await getBalance(ANVIL_RPC, ACCOUNT)
  expect(expected).toBe(parseEther('323.5'))
  await expect(accountButton(page)).toContainText(displayedEther(expected), { timeout: 20_000 })
})
