import { expect, it, vi } from 'vitest'
import { createChunkLoader } from './createChunkLoader.js'

it('loads once: concurrent and later calls share the first load', async () => {
  const chunk = { name: 'chunk' }
  const importer = vi.fn(() => Promise.resolve(chunk))
  const loader = createChunkLoader(importer)
  expect(loader.get()).toBeUndefined()
  const [first, second] = await Promise.all([loader.load(), loader.load()])
  expect(first).toBe(chunk)
  expect(second).toBe(chunk)
  await loader.load()
  expect(importer).toHaveBeenCalledTimes(1)
  expect(loader.get()).toBe(chunk)
})

it('tells onLoad once, when the chunk arrives', async () => {
  const onLoad = vi.fn()
  const loader = createChunkLoader(() => Promise.resolve(1), onLoad)
  expect(onLoad).not.toHaveBeenCalled()
  await loader.load()
  await loader.load()
  expect(onLoad).toHaveBeenCalledTimes(1)
  expect(onLoad).toHaveBeenCalledWith(1)
})

it('a failed load rejects with the import’s error and is tried again by the next call', async () => {
  const failure = new Error('Failed to fetch dynamically imported module')
  const importer = vi.fn().mockRejectedValueOnce(failure).mockResolvedValueOnce('chunk')
  const onLoad = vi.fn()
  const loader = createChunkLoader<string>(importer, onLoad)
  await expect(loader.load()).rejects.toBe(failure)
  expect(loader.get()).toBeUndefined()
  expect(onLoad).not.toHaveBeenCalled()
  await expect(loader.load()).resolves.toBe('chunk')
  expect(importer).toHaveBeenCalledTimes(2)
  expect(loader.get()).toBe('chunk')
})
