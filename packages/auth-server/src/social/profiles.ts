import * as z from 'zod'
import { fetchProfileJson } from './fetchProfileJson.js'
import type { SocialProfile } from './types.js'

const id = z.union([z.string().min(1).max(64), z.number().int().nonnegative()]).transform(String)
const optionalText = (max: number) =>
  z
    .string()
    .nullish()
    .transform((value) => (value ? value.slice(0, max) : undefined))

const xUserSchema = z.object({
  data: z.object({ id, username: optionalText(100), name: optionalText(100) }),
})
const discordUserSchema = z.object({
  id,
  username: optionalText(100),
  global_name: optionalText(100),
  email: optionalText(254),
  verified: z.boolean().optional(),
})
const githubUserSchema = z.object({ id, login: optionalText(100), name: optionalText(100) })
const githubEmailsSchema = z.array(
  z.object({ email: z.string().max(254), primary: z.boolean(), verified: z.boolean() }),
)
const facebookUserSchema = z.object({ id, name: optionalText(100), email: optionalText(254) })

/** X (`GET https://api.x.com/2/users/me`): no email (X's OAuth 2.0 gives none). */
export async function fetchXProfile(accessToken: string): Promise<SocialProfile> {
  const { data } = await fetchProfileJson('https://api.x.com/2/users/me', accessToken, xUserSchema)
  return { subject: data.id, issuer: 'x', username: data.username ?? data.name }
}

/** Discord (`GET https://discord.com/api/users/@me`): the email with Discord's `verified` flag. */
export async function fetchDiscordProfile(accessToken: string): Promise<SocialProfile> {
  const user = await fetchProfileJson(
    'https://discord.com/api/users/@me',
    accessToken,
    discordUserSchema,
  )
  return {
    subject: user.id,
    issuer: 'discord',
    email: user.email,
    emailVerified: user.email ? (user.verified ?? false) : undefined,
    username: user.username ?? user.global_name,
  }
}

/**
 * GitHub (`GET https://api.github.com/user` and `/user/emails`): the subject is the numeric id
 * (the login can change); the email is the primary one, verified as GitHub says.
 */
export async function fetchGitHubProfile(accessToken: string): Promise<SocialProfile> {
  const [user, emails] = await Promise.all([
    fetchProfileJson('https://api.github.com/user', accessToken, githubUserSchema),
    fetchProfileJson('https://api.github.com/user/emails', accessToken, githubEmailsSchema),
  ])
  const primary = emails.find((entry) => entry.primary)
  return {
    subject: user.id,
    issuer: 'github',
    email: primary?.email,
    emailVerified: primary ? primary.verified : undefined,
    username: user.login ?? user.name,
  }
}

/** Facebook (`GET https://graph.facebook.com/me?fields=id,name,email`): no verified flag. */
export async function fetchFacebookProfile(accessToken: string): Promise<SocialProfile> {
  const user = await fetchProfileJson(
    'https://graph.facebook.com/me?fields=id,name,email',
    accessToken,
    facebookUserSchema,
  )
  return { subject: user.id, issuer: 'facebook', email: user.email, username: user.name }
}
