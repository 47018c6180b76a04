/** The login popup's name: a second `window.open` with it reuses the open popup. */
export const SOCIAL_WINDOW_NAME = 'latch-social'

/** The login popup's size (CSS pixels), as the providers' login pages expect. */
const WIDTH = 480
const HEIGHT = 640

/**
 * Opens the social login popup, empty, centred on `host`'s window. Call it synchronously inside the
 * click: a browser opens popups only then. The caller sends it to the login page later.
 * @returns The popup, or `null` when the browser blocked it (or refused to open one).
 */
export function openSocialWindow(host: Window): Window | null {
  const left = Math.round(host.screenX + Math.max(0, (host.outerWidth - WIDTH) / 2))
  const top = Math.round(host.screenY + Math.max(0, (host.outerHeight - HEIGHT) / 2))
  try {
    return host.open(
      '',
      SOCIAL_WINDOW_NAME,
      `popup,width=${WIDTH},height=${HEIGHT},left=${left},top=${top}`,
    )
  } catch {
    return null
  }
}
