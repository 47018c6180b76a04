import { describe, expect, it } from 'vitest'
import { connectionFlowsFeature } from './connectionFlowsFeature.js'
import { balanceReadsOf, createKernelState } from './createKernelState.js'

describe('createKernelState', () => {
  it('starts with no turn taken and no alert shown', () => {
    const kernel = createKernelState(connectionFlowsFeature)
    expect(kernel.connectAttempts.hasCurrent()).toBe(false)
    expect(kernel.restores.hasCurrent()).toBe(false)
    expect(kernel.toasts.hasCurrent()).toBe(false)
    expect(kernel.shownAlerts.size).toBe(0)
  })

  it('keeps one balance-read turn keeper per namespace', () => {
    const kernel = createKernelState(connectionFlowsFeature)
    const eip155 = balanceReadsOf(kernel, 'eip155')
    expect(balanceReadsOf(kernel, 'eip155')).toBe(eip155)
    const first = eip155.begin()
    const solana = balanceReadsOf(kernel, 'solana').begin()
    eip155.begin()
    expect(first.isCurrent()).toBe(false)
    expect(solana.isCurrent()).toBe(true)
  })
})
