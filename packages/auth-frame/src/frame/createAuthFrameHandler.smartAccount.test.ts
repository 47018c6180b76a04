// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest'
import { setup } from '../testing/setupFrameHandler.js'

// Issue 31 at the frame's protocol edge, on networks without a bundler (the smart-account paths
// against a real bundler are in smartAccount/smartAccountEngine.anvil.test.ts).

const request = (method: string, params: unknown) => ({ type: 'request', method, params })

describe('createAuthFrameHandler: account types (issue 31)', () => {
  test('getAccounts and setAccountType: 4100 without a session', async () => {
    const { send } = await setup({ signedIn: false })
    for (const body of [{ type: 'getAccounts' }, { type: 'setAccountType', accountType: 'eoa' }])
      expect(await send(body)).toMatchObject({ ok: false, error: { code: 4100 } })
  })

  test('a network without a bundler: the EOA, whatever the preferred type', async () => {
    const { send, shares, events } = await setup()
    const eoa = {
      accountType: 'eoa',
      accounts: [{ address: shares.address, type: 'eoa' }],
      smartAccountDeployed: false,
    }
    expect(await send({ type: 'getAccounts' })).toMatchObject({ ok: true, result: eoa })
    expect(await send({ type: 'setAccountType', accountType: 'smartAccount' })).toMatchObject({
      ok: true,
      result: eoa,
    })
    expect(events()).not.toContain('accountsChanged')
    expect(await send(request('eth_accounts', []))).toMatchObject({ result: [shares.address] })
    expect(await send(request('wallet_getCapabilities', [shares.address]))).toMatchObject({
      result: {
        '0x7a69': { atomic: { status: 'unsupported' } },
        '0x7a6a': { atomic: { status: 'unsupported' } },
      },
    })
  })

  test('EOA wallet_sendCalls with atomicRequired: 5760 before any approval shows', async () => {
    const { send, shares, shown } = await setup()
    const calls = [{ to: shares.address, value: '0x1' }]
    expect(
      await send(
        request('wallet_sendCalls', [
          {
            version: '2.0.0',
            chainId: '0x7a69',
            from: shares.address,
            atomicRequired: true,
            calls,
          },
        ]),
      ),
    ).toMatchObject({ ok: false, error: { code: 5760, message: 'Atomicity is not supported' } })
    expect(shown).toHaveLength(0)
  })

  test('eth_sendUserOperation while the EOA is active: 4100', async () => {
    const { send, shares } = await setup()
    const operation = { sender: shares.address, callData: '0x' }
    expect(
      await send(
        request('eth_sendUserOperation', [operation, '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108']),
      ),
    ).toMatchObject({ ok: false, error: { code: 4100 } })
  })

  test('wallet_getCallsStatus of an id this frame did not send: 5730', async () => {
    const { send } = await setup()
    expect(await send(request('wallet_getCallsStatus', [`0x${'ab'.repeat(32)}`]))).toMatchObject({
      ok: false,
      error: { code: 5730, message: 'Unknown bundle id' },
    })
  })
})
