/** The AAD binding a sealed share or secret to its purpose, user and project. */
export function walletContext(
  purpose: 'auth-share' | 'recovery-secret',
  owner: { userId: string; projectId: string },
): string {
  return `latch:${purpose}:${owner.userId}:${owner.projectId}`
}
