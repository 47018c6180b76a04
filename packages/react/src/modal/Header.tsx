import { BackIcon, CloseIcon } from '../components/Icons.js'
import { useLatchClient } from '../hooks/LatchContext.js'
import { useMessages } from '../i18n/useMessages.js'

/** The modal header: "Back" when there is history, the title (names the dialog), "Close". */
export function Header({
  title,
  titleId,
  canGoBack,
}: {
  title: string
  titleId: string
  canGoBack: boolean
}) {
  const client = useLatchClient()
  const { t } = useMessages()
  return (
    <div className="latch-header">
      {canGoBack ? (
        <button
          type="button"
          className="latch-icon-button"
          aria-label={t('dialog.back')}
          onClick={() => client.goBack()}
        >
          <BackIcon />
        </button>
      ) : (
        <span />
      )}
      <h2 id={titleId} key={title}>
        {title}
      </h2>
      <button
        type="button"
        className="latch-icon-button"
        aria-label={t('dialog.close')}
        onClick={() => client.close()}
      >
        <CloseIcon />
      </button>
    </div>
  )
}
