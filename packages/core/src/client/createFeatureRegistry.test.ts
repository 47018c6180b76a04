import { expect, test, vi } from 'vitest'
import type { Logger } from '../logger/createLogger.js'
import type { FeatureApi, FeatureDefinition, LatchContext } from './context.js'
import { createFeatureRegistry } from './createFeatureRegistry.js'

const logger = { warn: vi.fn() } as unknown as Logger
const context = {} as LatchContext
/** A feature definition, typed (features are plain objects `satisfies FeatureDefinition`). */
const defineFeature = <api extends FeatureApi>(definition: FeatureDefinition<api>) => definition

test('loads a feature once, shares a load in flight, resets and destroys what loaded', async () => {
  const api = { reset: vi.fn(), destroy: vi.fn() }
  const load = vi.fn(async () => api)
  const feature = defineFeature({ key: 'example', load })
  const registry = createFeatureRegistry(() => context, logger)
  expect(registry.get(feature)).toBeUndefined()
  const [first, second] = await Promise.all([registry.load(feature), registry.load(feature)])
  expect(first).toBe(api)
  expect(second).toBe(api)
  expect(await registry.load(feature)).toBe(api)
  expect(load).toHaveBeenCalledTimes(1)
  expect(load).toHaveBeenCalledWith(context)
  expect(registry.get(feature)).toBe(api)
  registry.reset()
  expect(api.reset).toHaveBeenCalledOnce()
  registry.destroy()
  expect(api.destroy).toHaveBeenCalledOnce()
  expect(await registry.load(feature)).toBeUndefined()
})

test('an unavailable feature never loads; a failed load is logged and tried again', async () => {
  const registry = createFeatureRegistry(() => context, logger)
  const off = defineFeature({ key: 'off', isAvailable: () => false, load: vi.fn(async () => ({})) })
  expect(registry.isAvailable(off)).toBe(false)
  expect(await registry.load(off)).toBeUndefined()
  expect(off.load).not.toHaveBeenCalled()

  const failure = new Error('chunk failed')
  const load = vi.fn().mockRejectedValueOnce(failure).mockResolvedValueOnce({})
  const flaky = defineFeature({ key: 'flaky', load })
  expect(await registry.load(flaky)).toBeUndefined()
  expect(logger.warn).toHaveBeenCalledWith('Could not load flaky', failure)
  expect(await registry.load(flaky)).toEqual({})
  expect(load).toHaveBeenCalledTimes(2)
})

test('a load that settles after destroy is destroyed, not kept', async () => {
  const api = { destroy: vi.fn() }
  let finish: (value: typeof api) => void = () => {}
  const feature = defineFeature({
    key: 'slow',
    load: () => new Promise<typeof api>((resolve) => (finish = resolve)),
  })
  const registry = createFeatureRegistry(() => context, logger)
  const pending = registry.load(feature)
  registry.destroy()
  finish(api)
  expect(await pending).toBeUndefined()
  expect(api.destroy).toHaveBeenCalledOnce()
})

test('prefetch fetches the code of an available feature once, before its load, and never after', async () => {
  const registry = createFeatureRegistry(() => context, { ...logger, debug: vi.fn() } as Logger)
  const prefetch = vi.fn(async () => undefined)
  const feature = defineFeature({ key: 'prefetched', load: async () => ({}), prefetch })
  registry.prefetch(feature)
  registry.prefetch(feature)
  expect(prefetch).toHaveBeenCalledOnce()
  expect(prefetch).toHaveBeenCalledWith(context)
  const off = defineFeature({ key: 'off', isAvailable: () => false, load: vi.fn(), prefetch })
  registry.prefetch(off)
  expect(prefetch).toHaveBeenCalledOnce()
  const loaded = defineFeature({ key: 'loaded', load: async () => ({}), prefetch })
  await registry.load(loaded)
  registry.prefetch(loaded)
  expect(prefetch).toHaveBeenCalledOnce()
})

test('a failed prefetch is logged at debug level and tried again next time', async () => {
  const debug = vi.fn()
  const registry = createFeatureRegistry(() => context, { ...logger, debug } as Logger)
  const failure = new Error('chunk failed')
  const prefetch = vi.fn().mockRejectedValueOnce(failure).mockResolvedValueOnce(undefined)
  const feature = defineFeature({ key: 'flaky', load: async () => ({}), prefetch })
  registry.prefetch(feature)
  await vi.waitFor(() => expect(debug).toHaveBeenCalledWith('Could not prefetch flaky', failure))
  registry.prefetch(feature)
  expect(prefetch).toHaveBeenCalledTimes(2)
})
