import { afterEach, describe, expect, it, vi } from 'vitest'
import { options, quote, setUp, stubApi } from './onrampTesting.js'
import { isRestrictedTimezone } from './restrictedTimezone.js'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const logger = () => ({ warn: vi.fn() })

describe('isRestrictedTimezone (spec §9 restricted time zones, as the onramp.restrictedTimezones option)', () => {
  it('restricts nowhere by default', () => {
    expect(isRestrictedTimezone(undefined, logger(), 'Asia/Shanghai')).toBe(false)
    expect(isRestrictedTimezone([], logger(), 'Asia/Shanghai')).toBe(false)
  })

  it('matches the user time zone without case', () => {
    const zones = ['ASIA/SHANGHAI', 'Asia/Hong_Kong']
    expect(isRestrictedTimezone(zones, logger(), 'Asia/Shanghai')).toBe(true)
    expect(isRestrictedTimezone(zones, logger(), 'asia/hong_kong')).toBe(true)
    expect(isRestrictedTimezone(zones, logger(), 'Europe/Paris')).toBe(false)
    expect(isRestrictedTimezone(zones, logger(), undefined)).toBe(false)
  })

  it('reads the browser time zone when none is given', () => {
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone
    expect(isRestrictedTimezone([zone], logger())).toBe(true)
  })

  it('ignores and logs a value that is not a list of names', () => {
    const log = logger()
    expect(isRestrictedTimezone('Asia/Shanghai', log, 'Asia/Shanghai')).toBe(false)
    expect(isRestrictedTimezone([8], log, 'Asia/Shanghai')).toBe(false)
    expect(log.warn).toHaveBeenCalledTimes(2)
    expect(log.warn).toHaveBeenCalledWith(
      'Ignoring `onramp.restrictedTimezones`: must be an array of IANA time zone names',
    )
  })
})

describe('Buy in a restricted time zone', () => {
  const here = new Intl.DateTimeFormat().resolvedOptions().timeZone

  it('offers no provider and is unsupported, asking nothing', async () => {
    const requests = stubApi({
      '/v1/onramp/options': { body: options },
      '/v1/onramp/quote': { body: quote },
    })
    const { client, controller } = await setUp({
      apiUrl: 'http://api.test',
      onramp: { restrictedTimezones: [here.toUpperCase()] },
    })
    await controller.load()
    expect(controller.store.getState()).toMatchObject({
      status: 'unsupported',
      providers: [],
      provider: undefined,
    })
    expect(requests).toEqual([])
    client.destroy()
  })

  it('offers the providers elsewhere', async () => {
    stubApi({ '/v1/onramp/options': { body: options }, '/v1/onramp/quote': { body: quote } })
    const { client, controller } = await setUp({
      apiUrl: 'http://api.test',
      onramp: { restrictedTimezones: ['Antarctica/Troll'].filter((zone) => zone !== here) },
    })
    await controller.load()
    expect(controller.store.getState()).toMatchObject({
      status: 'ready',
      providers: ['coinbase', 'meld'],
    })
    client.destroy()
  })
})
