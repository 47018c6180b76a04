import { parseEther, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { ANVIL_RPC, dialog, expect, getBalance, setBalance, test } from './fixtures'
import {
  AUTH_URL,
  attackAnswer,
  connectedAddress,
  freshEmail,
  logIn,
  openApprovalWindow,
  postToFrame,
  rejectInWindow,
  secureFrame,
} from './secureWindow'

// Issue 26 (high): a host page controls how the secure frame is painted. An attack run masked the
// frame (CSS mask-image, which Intersection Observer v2 does not see) down to its buttons over a
// decoy, posted eth_sendTransaction of 99 ETH to the frame, and one real click on Approve sent it.
// Now nothing clicked in the frame signs: the user decides in a top-level window at the auth
// server's origin, which no page can paint over.

test('a hostile host script masks the frame over a decoy and asks for 99 ETH: a click only opens the approval window, which says so; Reject there sends nothing', async ({
  page,
}) => {
  await page.goto('/')
  await logIn(page, freshEmail('masked'))
  const address = await connectedAddress(page)
  await setBalance(ANVIL_RPC, address, parseEther('100'))
  const attacker = privateKeyToAddress(generatePrivateKey())

  // The attack, as a script in the host page: the frame's own protocol, straight to its window.
  await postToFrame(page, 'eth_sendTransaction', [
    { from: address, to: attacker, value: toHex(parseEther('99')) },
  ])
  await expect(dialog(page, 'Approve Transaction')).toBeVisible()
  const review = secureFrame(page).getByRole('button', { name: 'Review in secure window' })
  await expect(review).toBeVisible()
  // Everything but the buttons masked away, a decoy painted where the request's words were.
  await page.evaluate(() => {
    const latch = [...document.body.children].find((element) => element.shadowRoot)?.shadowRoot
    const iframe = latch?.querySelector<HTMLIFrameElement>('iframe.latch-auth-iframe')
    if (!iframe) throw new Error('No secure frame in the page')
    const mask = 'linear-gradient(to bottom, transparent 0 78%, black 78%)'
    iframe.style.setProperty('mask-image', mask)
    iframe.style.setProperty('-webkit-mask-image', mask)
    const box = iframe.getBoundingClientRect()
    const decoy = document.createElement('p')
    decoy.textContent = 'Sign in — free, nothing leaves your wallet'
    decoy.style.cssText = `position:fixed;left:${box.left}px;top:${box.top + 40}px;z-index:2147483647;pointer-events:none;font:600 18px system-ui`
    document.body.append(decoy)
  })
  await expect(secureFrame(page).getByRole('button', { name: 'Approve' })).toHaveCount(0)

  // The user clicks the masked button (a real click at its place on the page)…
  const opened = page.context().waitForEvent('page')
  const place = await review.boundingBox()
  if (!place) throw new Error('The review button has no box')
  await page.mouse.click(place.x + place.width / 2, place.y + place.height / 2)
  // …which signs nothing: it opens the approval window, at the auth origin, saying the truth.
  const approval = await opened
  expect(new URL(approval.url()).origin).toBe(AUTH_URL)
  await expect(approval.getByRole('heading', { name: /^Send 99 ETH to 0x/ })).toBeVisible()
  await expect(approval.getByText(attacker)).toBeVisible()
  await expect(approval.getByText('Requested by http://127.0.0.1:4173')).toBeVisible()
  expect(await getBalance(ANVIL_RPC, attacker)).toBe(0n)

  await expect(approval.getByRole('button', { name: 'Approve' })).toBeEnabled()
  await rejectInWindow(approval)
  await expect
    .poll(() => attackAnswer(page))
    .toMatchObject({ id: 'attack', ok: false, error: { code: 4001 } })
  expect(await getBalance(ANVIL_RPC, attacker)).toBe(0n)
  await expect.poll(() => approval.isClosed()).toBe(true)
})

test('closing the approval window without deciding rejects the request', async ({ page }) => {
  await page.goto('/')
  await logIn(page, freshEmail('closer'))
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(dialog(page, 'Approve Transaction')).toBeVisible()
  const approval = await openApprovalWindow(page)
  await expect(approval.getByText('Hello from Latch')).toBeVisible()
  await approval.close()
  await expect(page.locator('.latch-toast').filter({ hasText: 'Signature declined' })).toBeVisible()
  await expect(dialog(page, 'Approve Transaction')).toBeHidden()
})
