import { AuthFrameError, userRejected } from '../errors/AuthFrameError.js'
import { AuthServerError } from '../server/AuthServerError.js'
import { PasskeyExistsError } from './ceremonies.js'
import type { PasskeyNotice, PasskeyPresenter, PasskeyStep } from './createPasskeyView.js'

/** One panel of a passkey flow (see {@link runPasskeyStep}). */
export type PasskeyStepPlan<options, prompted extends Prompted, result> = {
  step: PasskeyStep
  /** The relying party id the hint names. */
  domain: string
  /** A notice to show from the start (`exists`). */
  notice?: PasskeyNotice | undefined
  /** Asks the server for a new challenge's options (before the button shows). */
  options(): Promise<options>
  /** The WebAuthn prompt, called in the button's trusted click with nothing awaited before. */
  prompt(options: options): Promise<prompted>
  /** What follows the prompt (the server's verification, the wallet). */
  finish(prompted: prompted, options: options): Promise<result>
}

/** What a prompt gives: its PRF output, if any, is zeroed when no `finish` takes it. */
type Prompted = { prfOutput?: Uint8Array | undefined }

/** Whether a failed prompt may be tried again with a new challenge, and what to tell the user. */
function retryNotice(error: unknown, during: 'prompt' | 'finish'): PasskeyNotice | undefined {
  if (error instanceof AuthServerError && error.error === 'invalid_challenge') return 'expired'
  if (during === 'finish' || error instanceof PasskeyExistsError) return undefined
  return error instanceof AuthFrameError && error.reason === 'passkey_failed' ? 'failed' : undefined
}

/**
 * Runs one panel of a passkey flow in the frame's view until it succeeds: the options are fetched
 * first, then the view shows the step's button, whose trusted click runs `prompt` at once (a
 * cross-origin frame's WebAuthn prompt needs that click's activation), then `finish`. A prompt that failed for no known reason (`passkey_failed`) or a
 * challenge the server no longer knows (`invalid_challenge`: it took over 5 minutes) shows the step
 * again with a new challenge and the notice `failed` or `expired`. Anything else ends it: a
 * cancelled prompt (4001), the passkey already there ({@link PasskeyExistsError}), the server's
 * other refusals, and `signal` aborting (4001 'User rejected the request.') before `finish` starts.
 * Once `finish` has started (the user verified), it runs to its end and its result is returned
 * even if `signal` aborts meanwhile: the caller undoes what must not outlive the abort. A prompt
 * that settles after the abort is not finished, and its PRF output is zeroed.
 *
 * @param view - The frame's passkey panel.
 * @param plan - The step, its options, prompt and finish.
 * @param signal - Aborted when the host gives up the request (`rejectPending`, `signOut`).
 * @returns What `finish` returns.
 * @throws What ended the step, unmapped (the caller maps server errors).
 */
export async function runPasskeyStep<options, prompted extends Prompted, result>(
  view: PasskeyPresenter,
  plan: PasskeyStepPlan<options, prompted, result>,
  signal: AbortSignal,
): Promise<result> {
  let notice = plan.notice
  for (;;) {
    if (signal.aborted) throw userRejected()
    const options = await plan.options()
    if (signal.aborted) throw userRejected()
    const outcome = await new Promise<
      { ok: true; value: result } | { ok: false; error: unknown; notice?: PasskeyNotice }
    >((resolve) => {
      const abort = () => resolve({ ok: false, error: userRejected() })
      signal.addEventListener('abort', abort, { once: true })
      const settle = (value: Parameters<typeof resolve>[0]) => {
        signal.removeEventListener('abort', abort)
        resolve(value)
      }
      view.show({
        step: plan.step,
        domain: plan.domain,
        ...(notice ? { notice } : {}),
        start: async () => {
          let prompted: prompted
          try {
            prompted = await plan.prompt(options)
          } catch (error) {
            settle({ ok: false, error, notice: retryNotice(error, 'prompt') })
            throw error
          }
          if (signal.aborted) {
            prompted.prfOutput?.fill(0)
            throw userRejected()
          }
          // The user verified: an abort no longer cuts `finish` short (its server calls would
          // otherwise land unseen, e.g. a session opened or a recovery changed after a 4001).
          signal.removeEventListener('abort', abort)
          try {
            settle({ ok: true, value: await plan.finish(prompted, options) })
          } catch (error) {
            settle({ ok: false, error, notice: retryNotice(error, 'finish') })
            throw error
          }
        },
      })
    })
    if (outcome.ok) return outcome.value
    if (!outcome.notice || signal.aborted) throw outcome.error
    notice = outcome.notice
  }
}
