import { readFileSync, statSync } from 'node:fs'
import { dialog, expect, test } from './fixtures'

// The README's "Theming" picture, docs/public/images/theming.png: the demo's page buttons and its
// Connect view under three themes side by side, with the options that made each. Written only
// when asked (it is committed, and a picture taken on every run would change the working tree):
//
//   LATCH_THEMING_PICTURE=1 npx playwright test e2e/themingPicture.spec.ts
//
// (after `npm run build -w @latch/auth-frame && npm run build -w @latch/demo`, under the e2e lock).

const OUT = new URL('../docs/public/images/theming.png', import.meta.url)

/** Each theme: the demo's query (its settings) and the options it stands for, as the caption. */
const THEMES = [
  { query: '?theme=light', caption: ['(defaults)', "themeMode: 'light'"] },
  {
    query: '?theme=dark&accent=%23e2226f&radius=2px',
    caption: [
      "themeMode: 'dark'",
      "'--latch-accent': '#e2226f'",
      "'--latch-border-radius-master': '2px'",
    ],
  },
  {
    query: '?theme=light&accent=%230f8a5f&fontSize=11px&mix=%230f8a5f&mixStrength=12',
    caption: [
      "'--latch-accent': '#0f8a5f'",
      "'--latch-font-size-master': '11px'",
      "'--latch-color-mix': '#0f8a5f'",
      "'--latch-color-mix-strength': 12",
    ],
  },
] as const

test.skip(!process.env.LATCH_THEMING_PICTURE, 'writes the committed picture only when asked')
test.use({ viewport: { width: 1000, height: 1200 } })

test('the theming picture', async ({ page }) => {
  const shots: { buttons: string; modal: string; dark: boolean; caption: readonly string[] }[] = []
  for (const { query, caption } of THEMES) {
    const dark = query.includes('theme=dark')
    await page.emulateMedia({ colorScheme: dark ? 'dark' : 'light' })
    await page.goto(`/${query}`)
    const buttons = page.locator('.demo-buttons')
    await expect(buttons.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    const buttonsShot = await buttons.screenshot({ animations: 'disabled' })
    await buttons.getByRole('button', { name: 'Connect Wallet' }).click()
    const connect = dialog(page, 'Connect Wallet')
    await expect(connect.getByRole('button', { name: /^Latch Dev Wallet/ })).toBeVisible()
    // The same views in each: the social logins come with the auth server's answer.
    await expect(connect.getByRole('button', { name: 'Continue with Google' })).toBeVisible()
    // Logos fade in and the modal scales in: a short settle keeps the picture still.
    await page.waitForTimeout(800)
    const modalShot = await connect.screenshot({ animations: 'disabled' })
    shots.push({
      buttons: buttonsShot.toString('base64'),
      modal: modalShot.toString('base64'),
      dark,
      caption,
    })
  }
  // The three side by side on one page, each over its own background, captioned with its options.
  const columns = shots
    .map(
      ({ buttons, modal, dark, caption }) => `
        <figure class="${dark ? 'dark' : ''}">
          <img src="data:image/png;base64,${buttons}" alt="">
          <img src="data:image/png;base64,${modal}" alt="">
          <figcaption>${caption.map((line) => `<code>${line}</code>`).join('<br>')}</figcaption>
        </figure>`,
    )
    .join('')
  await page.emulateMedia({ colorScheme: 'light' })
  await page.setViewportSize({ width: 1260, height: 1200 })
  await page.setContent(`<!doctype html>
    <style>
      body { margin: 0; font: 13px/1.5 system-ui, sans-serif; background: #fff; }
      main { display: flex; gap: 16px; padding: 16px; align-items: stretch; width: max-content; }
      figure { margin: 0; padding: 16px; border-radius: 12px; background: #f4f5f7;
        display: flex; flex-direction: column; align-items: center; gap: 12px; }
      figure.dark { background: #0b0b0c; color: #e8e8ea; }
      img { display: block; }
      figcaption { align-self: stretch; }
      code { font: 12px/1.6 ui-monospace, monospace; }
    </style>
    <main>${columns}</main>`)
  await page.locator('main').screenshot({ path: OUT.pathname })
  expect(statSync(OUT).size).toBeGreaterThan(10_000)
  expect(readFileSync(OUT).subarray(1, 4).toString()).toBe('PNG')
})
