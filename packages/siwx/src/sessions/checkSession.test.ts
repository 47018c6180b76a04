import type { SIWXMessageData } from '@latch/core'
import { InvalidSIWXSessionError } from '@latch/core'
import { describe, expect, test, vi } from 'vitest'
import { createEip155Verifier } from '../verifiers/createEip155Verifier.js'
import { checkSession } from './checkSession.js'

const now = Date.parse('2026-03-01T12:00:00Z')
const data: SIWXMessageData = {
  accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  chainId: 'eip155:1',
  domain: 'app.example',
  uri: 'https://app.example',
  version: '1',
  nonce: '9f86d081884c7d659a2feaa0c55ad015',
  issuedAt: '2026-03-01T12:00:00Z',
  expirationTime: '2026-03-02T12:00:00Z',
}

/** A one-click sign-in (the wallet wrote the text) whose text is `edit` of the issued one. */
async function oneClick(edit: (text: string) => string) {
  const verifier = { ...createEip155Verifier(), verify: vi.fn(async () => true) }
  const message = await verifier.formatMessage(data)
  const session = { data, message: edit(message), signature: '0x00', cacao: {} }
  const check = checkSession({
    session,
    issued: { data, message, verifier },
    domain: data.domain,
    now,
  })
  return { check, verifier }
}

describe('one-click texts a wallet wrote', () => {
  test.each([
    [
      'Expiration Time',
      'expirationTime',
      'The signed message states an expiration time that is not an RFC 3339 date-time.',
    ],
    [
      'Not Before',
      'notBefore',
      'The signed message states a not-before time that is not an RFC 3339 date-time.',
    ],
  ])(
    'a %s that is not a date fails %s, not with a RangeError from toISOString',
    async (line, name, details) => {
      const { check } = await oneClick(
        (text) => `${text.replace(/\nExpiration Time: .*/, '')}\n${line}: soon`,
      )
      await expect(check).rejects.toThrow(InvalidSIWXSessionError)
      await expect(check).rejects.toMatchObject({ check: name, details })
    },
  )

  test("a text longer than 16,384 characters fails the message check before viem's parser, quadratic in a line's length, reads it", async () => {
    // 100,000 characters before the real URI line: some seconds of viem's parser.
    const junk = 'URI: '.repeat(20_000)
    const { check, verifier } = await oneClick((text) =>
      text.replace('\nURI: ', `\n${junk}\nURI: `),
    )
    const started = performance.now()
    await expect(check).rejects.toMatchObject({ name: 'InvalidSIWXSessionError', check: 'message' })
    expect(performance.now() - started).toBeLessThan(100)
    expect(verifier.verify).not.toHaveBeenCalled()
  })

  test('the issued text, as the wallet wrote it, passes to the signature check', async () => {
    const { check, verifier } = await oneClick((text) => text)
    await expect(check).resolves.toBeUndefined()
    expect(verifier.verify).toHaveBeenCalledOnce()
  })
})

describe('sessions presented with the issued text', () => {
  test('an expired one whose issuedAt carries the Expiration Time line (the same text, data without an expiration) fails the message check, is not kept forever', async () => {
    const verifier = { ...createEip155Verifier(), verify: vi.fn(async () => true) }
    const message = await verifier.formatMessage(data)
    const { expirationTime, ...rest } = data
    const forged = { ...rest, issuedAt: `${data.issuedAt}\nExpiration Time: ${expirationTime}` }
    const check = checkSession({
      session: { data: forged, message, signature: '0x00' },
      issued: { data, message, verifier },
      domain: data.domain,
      now: Date.parse('2026-03-03T12:00:00Z'),
    })
    await expect(check).rejects.toMatchObject({ name: 'InvalidSIWXSessionError', check: 'message' })
    expect(verifier.verify).not.toHaveBeenCalled()
  })
})
