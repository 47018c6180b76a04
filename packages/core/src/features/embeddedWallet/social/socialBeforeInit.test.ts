// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://app.example/shop?item=3"}
import { afterEach, expect, test, vi } from 'vitest'
import {
  cleanUpAuthClients,
  destroyAfterTest,
  type FrameAnswer,
  flush,
  setUpAuthClient,
} from '../authFrameTesting.js'
import type { AuthFrameRequest } from '../frameProtocol.js'
import { createFakePopup, socialAnswer, startSocialLogin } from './socialTesting.js'

afterEach(cleanUpAuthClients)

/**
 * A client whose secure frame is placed (its iframe exists, `ready` not said yet), with the modal
 * open and `window.open` giving a fake popup: the moment a social button could first be clicked.
 */
async function setUpStartingFrame(answer: (request: AuthFrameRequest) => FrameAnswer) {
  const set = setUpAuthClient({ answer })
  destroyAfterTest(set.client.destroy)
  const popup = createFakePopup()
  vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window)
  await set.client.ready
  await set.client.open()
  set.client.prepareEmailLogin()
  await vi.waitFor(
    () => {
      if (!set.frame.iframe()) throw new Error('no iframe')
    },
    { timeout: 5000 },
  )
  return { ...set, popup }
}

/** The login reached the frame (`startSocial`) and the popup went to the provider. */
async function expectLoginStarted(set: Awaited<ReturnType<typeof setUpStartingFrame>>) {
  await flush(50)
  await vi.waitFor(() => expect(set.frame.requests().map((r) => r.type)).toContain('startSocial'), {
    timeout: 2000,
  })
  expect(set.popup.location.href).toContain('/authorize')
}

test('issue 28 race: a click while the frame starts (before ready) still sends startSocial', async () => {
  const set = await setUpStartingFrame(socialAnswer)
  startSocialLogin(set.client, 'github')
  set.frame.emit('ready')
  await expectLoginStarted(set)
})

test('issue 28 race: a click while init runs still sends startSocial', async () => {
  const set = await setUpStartingFrame((r) => (r.type === 'init' ? undefined : socialAnswer(r)))
  set.frame.emit('ready')
  await vi.waitFor(() => expect(set.frame.waiting('init')).toHaveLength(1))
  startSocialLogin(set.client, 'github')
  const [init] = set.frame.waiting('init')
  if (!init) throw new Error('No init waits')
  const answer = socialAnswer(init)
  if (!answer) throw new Error('No answer to init')
  set.frame.respond(init.id, answer)
  await expectLoginStarted(set)
})
