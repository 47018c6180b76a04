import type { Transporter } from 'nodemailer'

/**
 * Emails a one-time code: subject `{code} is your login code`, a plain-text body with the code
 * and its 10-minute lifetime.
 *
 * @throws The transport's error when the SMTP server refuses or cannot be reached.
 */
export async function sendLoginCodeMail(
  mailer: Transporter,
  parameters: { from: string; to: string; code: string },
): Promise<void> {
  const { from, to, code } = parameters
  await mailer.sendMail({
    from,
    to,
    subject: `${code} is your login code`,
    text: [
      `Your login code is ${code}.`,
      '',
      'It expires in 10 minutes. If you did not ask for it, you can ignore this email.',
    ].join('\n'),
  })
}
