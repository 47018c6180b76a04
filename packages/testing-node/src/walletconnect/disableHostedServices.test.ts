import { randomUUID } from 'node:crypto'
import { Core } from '@walletconnect/core'
import { afterAll, expect, test } from 'vitest'
import { disableHostedServices } from './disableHostedServices.ts'
import { guardLoopbackOnly } from './guardLoopbackOnly.ts'

const prefixes: string[] = []

/** A Core of its own; started, it opens no relay connection until it has topics. */
function createCore() {
  const customStoragePrefix = `latch-test-${randomUUID()}`
  prefixes.push(customStoragePrefix)
  const core = new Core({ projectId: 'latch-test', customStoragePrefix, telemetryEnabled: false })
  return core
}

afterAll(() => {
  for (const prefix of prefixes) Reflect.deleteProperty(globalThis, `_walletConnectCore_${prefix}`)
})

test('Verify and the pulse INIT event no longer reach the network', async () => {
  const guard = guardLoopbackOnly()
  const lookup = { attestationId: undefined, hash: 'ab', encryptedId: 'cd' }
  try {
    const untouched = createCore()
    await untouched.start()
    untouched.heartbeat.stop()
    await untouched.eventClient.init()
    await untouched.verify.resolve(lookup).catch(() => undefined)
    expect(guard.blocked).toEqual([
      expect.stringMatching(/^https:\/\/pulse\.walletconnect\.org\/batch\?projectId=latch-test&/),
      'https://verify.walletconnect.org/attestation/ab?v2Supported=true',
    ])

    const core = createCore()
    expect(disableHostedServices(core)).toBe(core)
    await core.start()
    core.heartbeat.stop()
    await core.eventClient.init()
    expect(await core.verify.resolve(lookup)).toBeUndefined()
    expect(await core.verify.register({ id: 'ab', decryptedId: 'cd' })).toBeUndefined()
    expect(guard.blocked).toHaveLength(2)
  } finally {
    guard.restore()
  }
})
