import { describe, expect, it } from 'vitest'
import { defaultFeatures } from '../options/defaultFeatures.js'
import { getLegalGate } from './getLegalGate.js'

const terms = 'https://example.org/terms'
const gate = (
  urls: { termsConditionsUrl?: string; privacyPolicyUrl?: string },
  legalCheckbox: boolean,
  legalAccepted: boolean,
) =>
  getLegalGate({
    options: {
      termsConditionsUrl: undefined,
      privacyPolicyUrl: undefined,
      ...urls,
      features: { ...defaultFeatures, legalCheckbox },
    },
    legalAccepted,
  })

describe('getLegalGate (spec §3 terms and privacy URLs, §9 legalCheckbox)', () => {
  it('with legalCheckbox and a URL: a checkbox that blocks connecting until ticked', () => {
    expect(gate({ termsConditionsUrl: terms }, true, false)).toEqual({
      legal: 'checkbox',
      blocked: true,
    })
    expect(gate({ privacyPolicyUrl: terms }, true, true)).toEqual({
      legal: 'checkbox',
      blocked: false,
    })
  })
  it('a URL without legalCheckbox: a footer that blocks nothing', () => {
    expect(gate({ termsConditionsUrl: terms }, false, false)).toEqual({
      legal: 'footer',
      blocked: false,
    })
  })
  it('no URL: nothing to agree to, nothing blocked, even with legalCheckbox', () => {
    expect(gate({}, true, false)).toEqual({ legal: 'none', blocked: false })
    expect(gate({}, false, false)).toEqual({ legal: 'none', blocked: false })
  })
})
