// Test helpers for the email-login lockout tests: an attacker that rotates client addresses
// (`X-Forwarded-For`, trusted by the test server; every request still goes to 127.0.0.1) and a
// victim on one address of its own.

/** One hour and one day of the server's (moved) clock, in ms. */
export const HOUR_MS = 60 * 60_000
export const DAY_MS = 24 * HOUR_MS

/** The victim's client address (TEST-NET-1). */
export const victimIp = { 'x-forwarded-for': '192.0.2.10' }

/** A new client address for each call: 10.66.x.y, then 10.67.x.y, … */
export function rotatingAttackerIps(): () => { 'x-forwarded-for': string } {
  let count = 0
  return () => {
    const n = ++count
    return { 'x-forwarded-for': `10.${66 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}` }
  }
}

/** A code that is surely not `code`: the attacker's guess, which it cannot know is wrong. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')
