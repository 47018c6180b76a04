import { vi } from 'vitest'

// A stand-in for core's embedded wallet provider (EIP-1193: request, on, removeListener) in the
// adapter's tests: `answers` by method (an Error is thrown), `end()` emits `disconnect`.

/** A fake embedded wallet provider answering `answers[method]` (a function gets the params). */
export function createEmbeddedProvider(answers: Record<string, unknown>) {
  const listeners = new Set<(...args: unknown[]) => void>()
  const provider = {
    request: vi.fn(async ({ method, params }: { method: string; params?: unknown }) => {
      const answer = answers[method]
      if (answer instanceof Error) throw answer
      return typeof answer === 'function' ? answer(params) : answer
    }),
    on: vi.fn((event: string, listener: (...args: unknown[]) => void) => {
      if (event === 'disconnect') listeners.add(listener)
    }),
    removeListener: vi.fn((event: string, listener: (...args: unknown[]) => void) => {
      if (event === 'disconnect') listeners.delete(listener)
    }),
    /** The session ended: `disconnect` to every listener. */
    end: () => {
      for (const listener of [...listeners]) listener({ code: 4900, message: 'ended' })
    },
    listeners,
  }
  return provider
}
