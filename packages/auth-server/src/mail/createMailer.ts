import nodemailer, { type Transporter } from 'nodemailer'

/**
 * Opens a nodemailer SMTP transport.
 *
 * @param smtpUrl e.g. `smtp://127.0.0.1:1025` (maildev) or `smtps://user:pass@smtp.example.com`.
 * @returns The transport; `close()` it at shutdown.
 */
export function createMailer(smtpUrl: string): Transporter {
  return nodemailer.createTransport(smtpUrl)
}
