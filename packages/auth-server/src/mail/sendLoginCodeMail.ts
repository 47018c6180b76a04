import type { Transporter } from 'nodemailer'

/**
 * Emails a one-time code: subject `{code} is your login code`, a plain-text body with the code,
 * its 10-minute lifetime, the site it was asked for (`origin`, one of the project's allowed
 * origins) and the project, so a user sent a code by a phishing page can tell it is not the site
 * they are on.
 *
 * @throws The transport's error when the SMTP server refuses or cannot be reached.
 */
export async function sendLoginCodeMail(
  mailer: Transporter,
  parameters: { from: string; to: string; code: string; projectId: string; origin: string },
): Promise<void> {
  const { from, to, code, projectId, origin } = parameters
  await mailer.sendMail({
    from,
    to,
    subject: `${code} is your login code`,
    text: [
      `Your login code is ${code}.`,
      '',
      `Requested by ${origin} (project ${projectId}). If you did not try to log in there, ignore this email and do not share the code.`,
      '',
      'It expires in 10 minutes.',
    ].join('\n'),
  })
}
