import { acceptLegal } from '@latch/core/internal'
import { Fragment, type ReactNode } from 'react'
import { useStore } from 'zustand'
import { useLatchContext } from '../../hooks/useLatchContext.js'
import { useMessages } from '../../i18n/useMessages.js'

/** The text with `{terms}` / `{privacy}` replaced by links to the integrator's pages. */
function withLinks(text: string, links: Record<'terms' | 'privacy', ReactNode>): ReactNode[] {
  let offset = 0
  return text.split(/(\{terms\}|\{privacy\})/).map((part) => {
    // Keyed by where the part starts in the text: unique and stable.
    const key = offset
    offset += part.length
    return (
      <Fragment key={key}>
        {part === '{terms}' ? links.terms : part === '{privacy}' ? links.privacy : part}
      </Fragment>
    )
  })
}

/**
 * The Connect view's legal text (`termsConditionsUrl`, `privacyPolicyUrl`): links to the
 * configured pages only, each opening in a new tab (`rel="noopener noreferrer"`; the options are
 * `http(s):` URLs, checked by `validateOptions`). As a `checkbox` ("I agree to the Terms of Service
 * and Privacy Policy", `features.legalCheckbox`) whose state core keeps (`legalAccepted`), or as
 * AppKit's footer "By connecting your wallet, you agree to our Terms of Service and Privacy
 * Policy". Its chunk loads only when a terms or privacy URL is set (the Connect view's
 * `LegalTextPart`).
 */
export default function LegalText({ kind }: { kind: 'checkbox' | 'footer' }) {
  const context = useLatchContext()
  const { t } = useMessages()
  const accepted = useStore(context.stores.modal, (state) => state.legalAccepted)
  const { termsConditionsUrl: terms, privacyPolicyUrl: privacy } = context.options
  const which = terms && privacy ? 'Both' : terms ? 'Terms' : 'Privacy'
  const link = (href: string | undefined, label: string) =>
    href ? (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
    ) : null
  const text = withLinks(t(`legal.${kind}${which}`), {
    terms: link(terms, t('legal.terms')),
    privacy: link(privacy, t('legal.privacy')),
  })
  if (kind === 'footer') return <p className="latch-legal latch-muted">{text}</p>
  return (
    <label className="latch-legal latch-legal-checkbox">
      <input
        type="checkbox"
        checked={accepted}
        onChange={(event) => acceptLegal(context, event.target.checked)}
      />
      <span>{text}</span>
    </label>
  )
}
