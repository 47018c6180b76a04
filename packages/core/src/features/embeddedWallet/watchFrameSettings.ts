import type { LatchContext } from '../../client/context.js'
import type { ThemeMode } from '../../options/types.js'
import type { FrameChannel } from './createFrameChannel.js'

/**
 * Tells the secure frame the modal's theme mode and locale now and whenever they change: the frame
 * shows its approval and code form inside the modal, so they look and read as the modal does. A
 * frame that does not take one is logged, never thrown.
 * @returns Stops watching.
 */
export function watchFrameSettings(context: LatchContext, channel: FrameChannel): () => void {
  const { stores } = context
  // Without a theme mode set, both the modal and the frame follow `prefers-color-scheme`.
  const sendTheme = (mode: ThemeMode | undefined) => {
    if (!mode) return
    channel.request({ type: 'theme', mode }).catch((error) => {
      context.logger.warn('The auth frame did not take the theme', error)
    })
  }
  sendTheme(stores.theme.getState().themeMode)
  const unwatchTheme = stores.theme.subscribe((state, previous) => {
    if (state.themeMode !== previous.themeMode) sendTheme(state.themeMode)
  })
  // The frame resolves the requested locale (else the browser's) among its own catalogues, as the
  // views do.
  const sendLocale = (requested: string | undefined) => {
    // Its language, script and region (`en-US-u-ca-gregory` → `en-US`): all the frame resolves by.
    let tag = requested
    try {
      if (requested) tag = new Intl.Locale(requested).baseName
    } catch {}
    channel.request({ type: 'locale', tag }).catch((error) => {
      context.logger.warn('The auth frame did not take the locale', error)
    })
  }
  sendLocale(stores.locale.getState().locale)
  const unwatchLocale = stores.locale.subscribe((state, previous) => {
    if (state.locale !== previous.locale) sendLocale(state.locale)
  })
  return () => {
    unwatchTheme()
    unwatchLocale()
  }
}
