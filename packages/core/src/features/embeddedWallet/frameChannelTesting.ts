import { vi } from 'vitest'
import { createLogger } from '../../logger/createLogger.js'
import { createFakeAuthFrame, flush } from './authFrameTesting.js'
import { type CreateFrameChannelParameters, createFrameChannel } from './createFrameChannel.js'

// Fixtures of the frame channel's unit tests (not shipped: only tests import it).

/** The fake frame's origin. */
export const frameOrigin = 'https://auth.example'
/** The frame URL the channels load. */
export const frameUrl = `${frameOrigin}/frame?projectId=p1&origin=${encodeURIComponent(location.origin)}`

const channelsToClose: (() => void)[] = []

/** Each test's clean-up (`afterEach`): closes the channels made, restores timers and mocks. */
export function closeFrameChannels(): void {
  for (const close of channelsToClose.splice(0)) close()
  vi.useRealTimers()
  vi.restoreAllMocks()
}

/**
 * A channel whose container (kept out of the document) is given at once, or by `place()` when
 * `deferContainer`.
 */
export function setUp(
  overrides: Partial<CreateFrameChannelParameters> = {},
  options: { deferContainer?: boolean } = {},
) {
  const container = document.createElement('div')
  const frame = createFakeAuthFrame({ frameOrigin, container })
  const logger = createLogger('error')
  const warn = vi.spyOn(logger, 'warn')
  let place = () => {}
  const parameters = {
    frameUrl,
    container: options.deferContainer
      ? new Promise<HTMLElement>((resolve) => {
          place = () => resolve(container)
        })
      : Promise.resolve(container),
    loadTimeout: 1000,
    requestTimeout: 500,
    onEvent: vi.fn(),
    onLoadFailed: vi.fn(),
    onRequestTimeout: vi.fn(),
    logger,
    ...overrides,
  } satisfies CreateFrameChannelParameters
  const channel = createFrameChannel(parameters)
  channelsToClose.push(channel.close)
  return { channel, container, frame, parameters, warn, place: () => place() }
}

/** The channel, its frame placed and `ready`. */
export async function setUpReady(overrides: Partial<CreateFrameChannelParameters> = {}) {
  const set = setUp(overrides)
  await flush()
  set.frame.emit('ready')
  await set.channel.ready
  return set
}

/** Settles `promise` into a value the test can inspect without an unhandled rejection. */
export function settled<T>(promise: Promise<T>) {
  const outcome: { value?: T; error?: unknown; done: boolean } = { done: false }
  promise.then(
    (value) => Object.assign(outcome, { value, done: true }),
    (error) => Object.assign(outcome, { error, done: true }),
  )
  return outcome
}
