/** The email login's own strings (English), loaded with its chunk. */
export const authMessages = {
  email: 'Email',
  emailPlaceholder: 'you@example.com',
  continue: 'Continue',
  sending: 'Sending…',
  codeSentTo: (email: string) =>
    `Enter the 6-digit code sent to ${email} in the secure frame below. It expires in 10 minutes.`,
  approveInFrame:
    'Review this request below. Only the secure wallet frame can approve it: Latch and this site cannot.',
} as const
