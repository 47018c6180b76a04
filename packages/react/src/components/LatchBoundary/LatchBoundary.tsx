import {
  createLogger,
  type LatchClientInternal,
  stripInvisible,
  unknownErrorMessage,
} from '@latch/core/internal'
import { Component, type ReactNode } from 'react'
import { LatchContext } from '../../hooks/LatchContext.js'
import { usePageMessages } from '../../i18n/usePageMessages.js'

/** A surface Latch renders, contained by a {@link LatchBoundary}: the `source` of an `ERROR` event. */
export type LatchSurface =
  | 'modal'
  | 'modal-view'
  | 'connect-button'
  | 'account-button'
  | 'network-button'

// Without a client made by createLatch (e.g. a test's bare context), faults still print.
const fallbackLogger = createLogger()

/** The thrown value's message as plain text, at most 200 characters; never throws. */
function describeError(error: unknown): string {
  try {
    return stripInvisible(String(error instanceof Error ? error.message : error)).slice(0, 200)
  } catch {
    // A hostile value: a throwing `message` getter or `toString`.
    return unknownErrorMessage
  }
}

// Nothing here may fail in turn (no stylesheet to adopt, no store): a fault in the fallback would
// reach the host's tree. The button takes the page buttons' look where their sheet is (the
// document, an element's shadow root) and the modal's in the modal.
function Fault({ onRetry }: { onRetry(): void }) {
  const { t } = usePageMessages()
  return (
    <span className="latch-fault">
      <span role="alert">{t('fault.message')}</span>{' '}
      <button type="button" className="latch-button latch-page-button" onClick={onRetry}>
        {t('fault.retry')}
      </button>
    </span>
  )
}

/**
 * Contains a Latch surface (containment): when something below throws while rendering,
 * it shows "Something went wrong" (`role="alert"`) and a "Retry" `button` in its place, logs the
 * error as `[Latch] The <source> failed to render: <message>` and emits `ERROR`
 * `{ message, source }` on the client's event bus, so the host app's React tree stays mounted.
 * Retry mounts the subtree again. Like any React error boundary it catches errors thrown while
 * rendering, in effects and in lifecycle methods, not those of event handlers or async code.
 *
 * Every exported Latch component renders inside one; the error's message reaches the event as
 * text (invisible characters removed, at most 200 characters) and is never shown.
 *
 * @param props.source - Which surface it contains, e.g. `'connect-button'`.
 * @param props.children - The surface.
 * @example
 * <LatchBoundary source="network-button">
 *   <NetworkButtonContent />
 * </LatchBoundary>
 */
export class LatchBoundary extends Component<
  { source: LatchSurface; children: ReactNode },
  { failed: boolean }
> {
  static override contextType = LatchContext
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown): void {
    const { source } = this.props
    const message = describeError(error)
    // A client not made by createLatch (what `useLatchClient` throws for) has no logger or bus.
    const client = this.context as Partial<LatchClientInternal> | undefined
    ;(client?.logger ?? fallbackLogger).error(`The ${source} failed to render: ${message}`)
    client?.events?.emit('ERROR', { message, source })
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children
    return <Fault onRetry={() => this.setState({ failed: false })} />
  }
}
