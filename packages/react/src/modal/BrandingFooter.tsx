import { useStore } from 'zustand'
import { useLatchClient } from '../hooks/LatchContext.js'
import { useMessages } from '../i18n/useMessages.js'

/** Where "Powered by Latch" links: the project's repository (its `package.json`'s). */
const PROJECT_URL = 'https://github.com/latch-dev/latch'

/**
 * The modal's foot: a small "Powered by Latch" link to the project, opening in a new tab without a
 * referrer. Shown while the `reownBranding` remote feature is on (its default; a project config or
 * basic mode can turn it off) and `features.branding` is not `false`.
 */
export function BrandingFooter() {
  const client = useLatchClient()
  const { t } = useMessages()
  const remote = useStore(client.stores.wallets, (state) => state.remoteFeatures.reownBranding)
  if (!remote || client.options.features.branding === false) return null
  return (
    <footer className="latch-branding">
      <a href={PROJECT_URL} target="_blank" rel="noopener noreferrer">
        {t('branding.poweredBy', { name: 'Latch' })}
      </a>
    </footer>
  )
}
