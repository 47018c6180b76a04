/** The query parameter the auth server adds to the page a redirect-mode social login returns to. */
export const SOCIAL_RESULT_PARAM = 'latch_social'

/** The query parameter of the page a popup-mode social login ends on (in the popup). */
export const SOCIAL_POPUP_PARAM = 'latch_social_popup'

/** The `BroadcastChannel` the login popup hands the completion to the page that opened it on. */
export const SOCIAL_CHANNEL = 'latch-social'

/** Where a redirect-mode login keeps its provider's id while the page is at the provider. */
export const SOCIAL_PROVIDER_KEY = '@latch/social_provider'

/**
 * `url` without the {@link SOCIAL_RESULT_PARAM} and {@link SOCIAL_POPUP_PARAM} parameters (other
 * parameters and the hash kept).
 */
export function withoutSocialResult(url: string): string {
  const parsed = new URL(url)
  parsed.searchParams.delete(SOCIAL_RESULT_PARAM)
  parsed.searchParams.delete(SOCIAL_POPUP_PARAM)
  return parsed.href
}
