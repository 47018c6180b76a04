// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://app.example/shop?item=3"}
import { afterEach, expect, test, vi } from 'vitest'
import {
  cleanUpAuthClients,
  destroyAfterTest,
  flush,
  setUpAuthClient,
} from '../authFrameTesting.js'
import { createFakePopup, socialAnswer, startSocialLogin } from './socialTesting.js'

afterEach(cleanUpAuthClients)

test('issue 28 race: a click while the frame starts (before ready) still sends startSocial', async () => {
  const set = setUpAuthClient({ answer: socialAnswer })
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
  startSocialLogin(set.client, 'github')
  set.frame.emit('ready')
  await flush(50)
  await vi.waitFor(() => expect(set.frame.requests().map((r) => r.type)).toContain('startSocial'), {
    timeout: 2000,
  })
  expect(popup.location.href).toContain('/authorize')
})

test('issue 28 race: a click while init runs still sends startSocial', async () => {
  const set = setUpAuthClient({ answer: (r) => (r.type === 'init' ? undefined : socialAnswer(r)) })
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
  set.frame.emit('ready')
  await vi.waitFor(() => expect(set.frame.waiting('init')).toHaveLength(1))
  startSocialLogin(set.client, 'github')
  const [init] = set.frame.waiting('init')
  if (!init) throw new Error('No init waits')
  const answer = socialAnswer(init)
  if (!answer) throw new Error('No answer to init')
  set.frame.respond(init.id, answer)
  await flush(50)
  await vi.waitFor(() => expect(set.frame.requests().map((r) => r.type)).toContain('startSocial'), {
    timeout: 2000,
  })
  expect(popup.location.href).toContain('/authorize')
})
