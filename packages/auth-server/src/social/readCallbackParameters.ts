/**
 * The provider's answer on the callback: the query of a redirect, or the fields of a form post
 * (`response_mode=form_post`, as Apple answers). A form body that cannot be read gives no fields.
 */
export async function readCallbackParameters(callback: Request): Promise<URLSearchParams> {
  if (callback.method !== 'POST') return new URL(callback.url).searchParams
  const type = callback.headers.get('content-type') ?? ''
  if (!type.startsWith('application/x-www-form-urlencoded')) return new URLSearchParams()
  try {
    return new URLSearchParams(await callback.clone().text())
  } catch {
    return new URLSearchParams()
  }
}
