import { expect, it, vi } from 'vitest'

const failOnce = vi.hoisted(() => ({ failed: false }))
vi.mock('./runtime/index.js', async (importOriginal) => {
  if (!failOnce.failed) {
    failOnce.failed = true
    throw new Error('offline')
  }
  return importOriginal()
})

it('loads the runtime once, and again after a failed load', async () => {
  const { createRuntimeLoader } = await import('./createRuntimeLoader.js')
  const loadRuntime = createRuntimeLoader()
  await expect(loadRuntime()).rejects.toThrow()
  const runtime = await loadRuntime()
  expect(runtime.encodeBase58(new Uint8Array([0]))).toBe('1')
  expect(loadRuntime()).toBe(loadRuntime())
})
