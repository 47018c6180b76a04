import { expect, test } from 'vitest'
import { createDevWalletPrompt } from './createDevWalletPrompt.ts'

test('approves unless told otherwise, once', async () => {
  const user = createDevWalletPrompt()
  expect(user.nextApproval).toBe('approve')
  await expect(user.prompt()).resolves.toBeUndefined()
  user.nextApproval = 'reject'
  await expect(user.prompt()).rejects.toMatchObject({
    code: 4001,
    message: 'User rejected the request.',
  })
  expect(user.nextApproval).toBe('approve')
  await expect(user.prompt()).resolves.toBeUndefined()
})

test("leaves a 'hang' prompt pending", async () => {
  const user = createDevWalletPrompt()
  user.nextApproval = 'hang'
  const settled = await Promise.race([
    user.prompt().then(() => 'settled'),
    new Promise((resolve) => setTimeout(() => resolve('pending'), 20)),
  ])
  expect(settled).toBe('pending')
  expect(user.nextApproval).toBe('approve')
})
