import { describe, expect, it } from 'vitest'
import { areSwapsSwitchedOff } from './areSwapsSwitchedOff.js'

describe('areSwapsSwitchedOff', () => {
  it('is off when the integrator turns the swaps remote feature off', () => {
    expect(
      areSwapsSwitchedOff(
        { projectId: undefined, remoteFeatures: { swaps: false } },
        { swaps: ['1inch'] },
      ),
    ).toBe(true)
  })
  it("with a project id, follows the project's config", () => {
    expect(
      areSwapsSwitchedOff({ projectId: 'p', remoteFeatures: undefined }, { swaps: false }),
    ).toBe(true)
    expect(
      areSwapsSwitchedOff({ projectId: 'p', remoteFeatures: undefined }, { swaps: ['1inch'] }),
    ).toBe(false)
  })
  it('without a project id, a default off is not switched off', () => {
    expect(
      areSwapsSwitchedOff({ projectId: undefined, remoteFeatures: undefined }, { swaps: false }),
    ).toBe(false)
  })
})
