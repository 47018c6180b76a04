import { useViewMessages } from '../../i18n/useViewMessages.js'

/**
 * Approve Transaction: the embedded wallet's unsafe request waits
 * for the user. What will happen, the simulated balance changes and the "Approve" / "Reject"
 * buttons are inside the secure frame, which the modal shows below this view while a request waits
 * (`AuthFrameSlot`): the host page cannot approve for the user.
 */
export default function ApproveTransactionView() {
  const { t } = useViewMessages()
  return <p className="latch-muted">{t('approveTransaction.explanation')}</p>
}
