import * as z from 'zod'

/** Parameters of {@link readLatestCode}. */
export type ReadLatestCodeOptions = {
  /** maildev's web/REST address. Defaults to `http://127.0.0.1:1080`. */
  mailUrl?: string
  /** How long to poll for a code, in milliseconds. Defaults to 5,000. */
  timeoutMs?: number
  /** Only mail received at or after this time counts (maildev keeps whole seconds). */
  since?: Date
}

const inboxSchema = z.array(
  z.object({
    subject: z.string(),
    time: z.string(),
    to: z.array(z.object({ address: z.string() })),
  }),
)

/**
 * Reads the newest 6-digit login code maildev received for `email`, through its REST API
 * (`GET {mailUrl}/api/email`), polling every 100 ms. For end-to-end tests.
 *
 * @throws {Error} `No login code for EMAIL in maildev at MAIL_URL after TIMEOUT ms` when none comes.
 *
 * @example
 * ```ts
 * import { readLatestCode } from '@latch/auth-server'
 * const code = await readLatestCode('ada@example.com')
 * ```
 */
export async function readLatestCode(
  email: string,
  options: ReadLatestCodeOptions = {},
): Promise<string> {
  const { mailUrl = 'http://127.0.0.1:1080', timeoutMs = 5000, since } = options
  const address = email.trim().toLowerCase()
  const notBefore = since ? Math.floor(since.getTime() / 1000) * 1000 : 0
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const response = await fetch(`${mailUrl}/api/email`).catch(() => undefined)
    const inbox = response?.ok ? inboxSchema.safeParse(await response.json()) : undefined
    const codes = (inbox?.data ?? [])
      .map((mail, index) => ({ mail, index, time: Date.parse(mail.time) }))
      .filter(
        ({ mail, time }) =>
          time >= notBefore && mail.to.some((to) => to.address.toLowerCase() === address),
      )
      .sort((a, b) => b.time - a.time || b.index - a.index)
      .map(({ mail }) => /\b(\d{6}) is your login code/.exec(mail.subject)?.[1])
    const code = codes.find((candidate) => candidate !== undefined)
    if (code) return code
    if (Date.now() >= deadline) {
      throw new Error(`No login code for ${email} in maildev at ${mailUrl} after ${timeoutMs} ms`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
