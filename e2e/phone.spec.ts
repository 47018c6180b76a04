import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { accountButton, connectDevWallet, dialog, expect, test } from './fixtures'

// Issue 16 point 4 (DESIGN.md §3): at ≤ 430 px wide the modal is a bottom sheet.
const PHONE = { width: 390, height: 844 }

/** The sheet's drag handle: decorative (`aria-hidden`), so found by its class, not by a role. */
function dragHandle(page: Page): Locator {
  return page.locator('latch-modal .latch-sheet-handle')
}

/**
 * Where keyboard focus is: in the Latch dialog (its shadow root), nowhere in the page (`none`:
 * past the dialog's last control, Chromium's native modal dialog hands focus to the browser's own
 * UI before wrapping, as on desktop), or on the inert page behind (`outside`, never expected).
 */
function focusPlace(page: Page): Promise<'dialog' | 'none' | 'outside'> {
  return page.evaluate(() => {
    const focused = document.activeElement
    if (!focused || focused === document.body) return 'none'
    const inner = focused.localName === 'latch-modal' ? focused.shadowRoot?.activeElement : null
    return inner?.closest('dialog') ? 'dialog' : 'outside'
  })
}

/** The box of an element once its entrance animation is over (the sheet slides up). */
async function settledBox(locator: Locator) {
  await locator.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished)),
  )
  const box = await locator.boundingBox()
  if (!box) throw new Error('not rendered')
  return box
}

/** Drags the handle down by `distance` CSS pixels in `steps` pointer moves. */
async function dragHandleDown(page: Page, distance: number, steps: number) {
  // The sheet grows with its content (over 150 ms), moving the handle: press it where it has
  // stayed for two frames in a row.
  const handle = dragHandle(page)
  let box = await handle.boundingBox()
  for (let frame = 0; frame < 100; frame++) {
    await handle.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
    const next = await handle.boundingBox()
    if (box && next && next.y === box.y) break
    box = next
  }
  if (!box) throw new Error('no drag handle')
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x, y + distance, { steps })
  await page.mouse.up()
}

/** Opens the page at `url`, presses "Connect Wallet" (`buttonName`) and waits for the dialog. */
async function openConnect(
  page: Page,
  url = '/',
  buttonName = 'Connect Wallet',
  title = buttonName,
) {
  await page.goto(url)
  await page.getByRole('button', { name: buttonName }).click()
  const connect = dialog(page, title)
  await expect(connect).toBeVisible()
  return { connect, box: await settledBox(connect) }
}

test.describe('phone (390×844): a bottom sheet', () => {
  test.use({ viewport: PHONE })

  test('the dialog touches the bottom edge, full width, with a visible drag handle', async ({
    page,
  }) => {
    const { box } = await openConnect(page)
    expect(box.x).toBe(0)
    expect(box.width).toBe(PHONE.width)
    expect(box.y + box.height).toBe(PHONE.height)
    expect(box.height).toBeLessThanOrEqual(PHONE.height * 0.9)
    await expect(dragHandle(page)).toBeVisible()
    await expect(dragHandle(page)).toHaveAttribute('aria-hidden', 'true')
  })

  test('keyboard flow unchanged: Tab stays inside, Escape closes, focus returns', async ({
    page,
  }) => {
    await page.goto('/')
    const opener = page.getByRole('button', { name: 'Connect Wallet' })
    await opener.focus()
    await page.keyboard.press('Enter')
    await expect(dialog(page, 'Connect Wallet')).toBeVisible()
    // More presses than the Connect view has controls: focus wraps, never reaching the page.
    const places: string[] = []
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab')
      places.push(await focusPlace(page))
    }
    expect(places).not.toContain('outside')
    expect(places.filter((place) => place === 'none').length).toBeGreaterThan(0)
    // …and from the browser's UI, the next Tab comes back into the dialog.
    places.forEach((place, i) => {
      if (place === 'none' && i + 1 < places.length) expect(places[i + 1]).toBe('dialog')
    })
    await page.keyboard.press('Shift+Tab')
    expect(await focusPlace(page)).not.toBe('outside')
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(opener).toBeFocused()
  })

  test('connecting a wallet works as on desktop', async ({ page }) => {
    await page.goto('/')
    await connectDevWallet(page)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await accountButton(page).click()
    const account = dialog(page, 'Account')
    await expect(account).toBeVisible()
    const box = await settledBox(account)
    expect(box.y + box.height).toBe(PHONE.height)
  })

  test('dragging the handle down closes like Escape; a short drag springs back', async ({
    page,
  }) => {
    await page.goto('/')
    const opener = page.getByRole('button', { name: 'Connect Wallet' })
    await opener.click()
    const connect = dialog(page, 'Connect Wallet')
    // The wallet list is in (the demo shows no alert: it needs no project id), and the sheet's
    // content, hence its height and the handle's place, no longer change.
    await expect(connect.getByRole('button', { name: /^All Wallets/ })).toBeVisible()
    await expect(connect.getByRole('textbox', { name: 'Email' })).toBeVisible()
    await settledBox(connect)
    await dragHandleDown(page, 10, 5)
    await expect(connect).toBeVisible()
    const box = await settledBox(connect)
    expect(box.y + box.height).toBe(PHONE.height)
    await dragHandleDown(page, 200, 10)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(opener).toBeFocused()
    // The next opening starts in place, not where the drag left the sheet.
    await opener.click()
    const reopened = await settledBox(dialog(page, 'Connect Wallet'))
    expect(reopened.y + reopened.height).toBe(PHONE.height)
  })

  test('a tap on the backdrop closes; a tap on the sheet does not', async ({ page }) => {
    const { connect, box } = await openConnect(page)
    await page.mouse.click(PHONE.width / 2, box.y + box.height - 2)
    await expect(connect).toBeVisible()
    await page.mouse.click(PHONE.width / 2, box.y / 2)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('All Wallets fills the sheet; its list scrolls inside', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'All Wallets' }).click()
    const allWallets = dialog(page, 'All Wallets')
    await expect(allWallets.getByRole('searchbox', { name: 'Search wallet' })).toBeVisible()
    const box = await settledBox(allWallets)
    expect(box.y + box.height).toBe(PHONE.height)
    expect(box.height).toBeCloseTo(PHONE.height * 0.9, 0)
    // The wallet list reaches the sheet's foot (the "Powered by Latch" footer, less the body's
    // padding) and scrolls; the footer ends the sheet.
    const list = allWallets.getByRole('list')
    const scroller = list.locator('xpath=..')
    const scrollerBox = await scroller.boundingBox()
    const footerBox = await allWallets.getByRole('contentinfo').boundingBox()
    expect(scrollerBox).not.toBeNull()
    expect(footerBox).not.toBeNull()
    expect((footerBox?.y ?? 0) - ((scrollerBox?.y ?? 0) + (scrollerBox?.height ?? 0))).toBeLessThan(
      24,
    )
    expect(box.y + box.height - ((footerBox?.y ?? 0) + (footerBox?.height ?? 0))).toBeLessThan(24)
    expect(await scroller.evaluate((e) => e.scrollHeight > e.clientHeight)).toBe(true)
  })

  test('under prefers-reduced-motion the sheet does not slide', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const connect = dialog(page, 'Connect Wallet')
    await expect(connect).toBeVisible()
    const duration = await connect.evaluate((e) => getComputedStyle(e).animationDuration)
    expect(duration).toBe('0s')
  })

  test('right to left (?locale=ar): the same sheet, full width at the bottom', async ({ page }) => {
    const ar: Record<string, string> = JSON.parse(
      readFileSync(
        new URL('../packages/react/src/i18n/locales/ar/modal.json', import.meta.url),
        'utf8',
      ),
    )
    const { connect, box } = await openConnect(
      page,
      '/?locale=ar',
      ar['button.connectWallet'],
      ar['title.connectWallet'],
    )
    expect(await connect.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl')
    expect(box).toEqual({
      x: 0,
      y: PHONE.height - box.height,
      width: PHONE.width,
      height: box.height,
    })
    const handle = await dragHandle(page).boundingBox()
    expect(handle?.width).toBe(PHONE.width)
  })

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds no violation in the sheet (${theme}): Connect, All Wallets`, async ({
      page,
    }) => {
      const { connect } = await openConnect(page, `/?theme=${theme}`)
      const axe = () => new AxeBuilder({ page }).include('latch-modal').analyze()
      expect((await axe()).violations).toEqual([])
      await connect.getByRole('button', { name: 'All Wallets' }).click()
      await settledBox(dialog(page, 'All Wallets'))
      await expect(dialog(page, 'All Wallets').getByRole('searchbox')).toBeVisible()
      expect((await axe()).violations).toEqual([])
    })
  }
})

test.describe('desktop (1280×800): still the centred card', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('the dialog is 360 px wide, centred, clear of the edges, with no drag handle', async ({
    page,
  }) => {
    const { box } = await openConnect(page)
    expect(box.width).toBe(360)
    expect(box.x + box.width / 2).toBeCloseTo(640, 0)
    expect(box.y + box.height / 2).toBeCloseTo(400, 0)
    await expect(dragHandle(page)).toBeHidden()
  })
})
