import { afterEach, describe, expect, it, vi } from 'vitest'
import { options, quote, setUp, stubApi } from './onrampTesting.js'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** A stand-in for the popup `window.open` returns. */
function fakePopup() {
  return { opener: {} as unknown, closed: false, close: vi.fn(), location: { href: '' } }
}

async function readyController(url: unknown, status = 200) {
  const requests = stubApi({
    '/v1/onramp/options': { body: options },
    '/v1/onramp/quote': { body: quote },
    '/v1/generators/onrampurl': { status, body: { url } },
  })
  const { client, controller } = await setUp()
  await controller.load()
  controller.selectProvider('meld')
  controller.setAmount('100')
  return { client, controller, requests }
}

describe('Continue (spec §7 POST /v1/generators/onrampurl)', () => {
  it('opens the popup in the click, then sends it to the provider URL', async () => {
    const { client, controller, requests } = await readyController('https://pay.example/buy')
    const popup = fakePopup()
    const open = vi.fn(() => popup)
    vi.stubGlobal('open', open)
    const result = controller.continueToProvider()
    expect(open).toHaveBeenCalledWith('', 'latch-onramp', expect.stringContaining('popup'))
    expect(popup.opener).toBeNull()
    expect(controller.store.getState()).toMatchObject({
      continueStatus: 'loading',
      canContinue: false,
    })
    await expect(result).resolves.toEqual({ status: 'opened' })
    expect(popup.location.href).toBe('https://pay.example/buy')
    expect(requests.find(({ path }) => path === '/v1/generators/onrampurl')?.body).toEqual({
      destinationWallets: [
        {
          address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
          blockchains: ['anvil'],
          assets: ['ETH'],
        },
      ],
      defaultNetwork: 'anvil',
      partnerUserId: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      defaultExperience: 'buy',
      presetFiatAmount: 100,
      provider: 'meld',
    })
    client.destroy()
  })

  it('keeps the URL as a link when the popup was blocked', async () => {
    const { client, controller } = await readyController('https://pay.example/buy')
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    )
    await expect(controller.continueToProvider()).resolves.toEqual({ status: 'blocked' })
    expect(controller.store.getState()).toMatchObject({
      continueStatus: 'blocked',
      providerUrl: 'https://pay.example/buy',
      canContinue: true,
    })
    client.destroy()
  })

  it.each([
    ['a non-OK answer', 'https://pay.example/buy', 500],
    ['a javascript: URL', 'javascript:alert(1)', 200],
  ])('closes the popup after %s', async (_, url, status) => {
    const { client, controller } = await readyController(url, status)
    const popup = fakePopup()
    vi.stubGlobal(
      'open',
      vi.fn(() => popup),
    )
    await expect(controller.continueToProvider()).resolves.toEqual({ status: 'failed' })
    expect(popup.close).toHaveBeenCalled()
    expect(popup.location.href).toBe('')
    expect(controller.store.getState()).toMatchObject({
      continueStatus: 'failed',
      providerUrl: undefined,
    })
    client.destroy()
  })
})
