// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://app.example/shop"}
import { afterEach, expect, test } from 'vitest'
import { getClientContext } from '../../client/clientContext.js'
import {
  cleanUpAuthClients,
  defaultAnswer,
  type FrameAnswer,
  frameAddress,
  setUpLoadedAuthClient,
} from './authFrameTesting.js'
import { AuthFrameError } from './createFrameChannel.js'
import type { AuthFrameRequest } from './frameProtocol.js'
import { loadedAuthSession } from './index.js'

// Issue 31: AuthSession's setAccountType and getAccounts over the frame channel.
afterEach(cleanUpAuthClients)

async function sessionAnswering(answer: (request: AuthFrameRequest) => FrameAnswer) {
  const set = await setUpLoadedAuthClient({ answer })
  const session = await loadedAuthSession(getClientContext(set.client))
  if (!session) throw new Error('no session')
  return { ...set, session }
}

const accounts = {
  accountType: 'eoa',
  accounts: [{ address: frameAddress, type: 'eoa' }],
  smartAccountDeployed: false,
}

test('setAccountType and getAccounts ask the frame and answer its accounts', async () => {
  const { session, frame } = await sessionAnswering((request) =>
    request.type === 'setAccountType' || request.type === 'getAccounts'
      ? { result: { ...accounts, extra: 1 } }
      : defaultAnswer(request),
  )
  expect(await session.setAccountType('eoa')).toEqual(accounts)
  expect(await session.getAccounts()).toEqual(accounts)
  expect(frame.requests().slice(-2)).toEqual([
    expect.objectContaining({ type: 'setAccountType', accountType: 'eoa' }),
    expect.objectContaining({ type: 'getAccounts' }),
  ])
})

test('a malformed answer is an AuthFrameError -32603; the frame’s own error passes through', async () => {
  const { session } = await sessionAnswering((request) =>
    request.type === 'getAccounts'
      ? { result: { ...accounts, accounts: [] } }
      : request.type === 'setAccountType'
        ? { error: { code: 4100, message: 'No session' } }
        : defaultAnswer(request),
  )
  const malformed = await session.getAccounts().catch((error: unknown) => error)
  expect(malformed).toBeInstanceOf(AuthFrameError)
  expect(malformed).toMatchObject({
    code: -32603,
    message: 'The auth frame answered accounts Latch cannot read',
  })
  const refused = await session.setAccountType('smartAccount').catch((error: unknown) => error)
  expect(refused).toMatchObject({ code: 4100, message: 'No session' })
})
