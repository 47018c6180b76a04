import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { hostileText } from '../../../../scripts/fuzz/arbitraries.ts'
import { fuzzParameters } from '../../../../scripts/fuzz/fuzzRuns.ts'
import { caip122SolanaExample } from '../testing/caip122SolanaExample.js'
import { createBip122Verifier } from '../verifiers/createBip122Verifier.js'
import { createSolanaVerifier } from '../verifiers/createSolanaVerifier.js'
import { parseSIWXMessage } from './parseSIWXMessage.js'

const verifiers = { solana: createSolanaVerifier(), bip122: createBip122Verifier() }
const texts = [
  await verifiers.solana.formatMessage(caip122SolanaExample.data),
  await verifiers.bip122.formatMessage({
    ...caip122SolanaExample.data,
    chainId: 'bip122:000000000019d6689c085ae165831e93',
    accountAddress: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
  }),
]
const lineText = fc.oneof(
  fc.constantFrom('', 'URI: https://evil.example', 'Nonce: 12345678', 'Resources:', '- x:y'),
  fc.string({ unit: 'binary', maxLength: 30 }),
)

/** A valid text edited line by line: replaced, inserted, deleted, duplicated; or hostile text. */
const editedText = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(
        fc.constantFrom(...texts),
        fc.array(
          fc.tuple(fc.constantFrom('replace', 'insert', 'delete', 'duplicate'), fc.nat(), lineText),
          { minLength: 1, maxLength: 3 },
        ),
      )
      .map(([text, edits]) => {
        const lines = text.split('\n')
        for (const [kind, at, line] of edits) {
          const index = at % lines.length
          if (kind === 'replace') lines[index] = line
          if (kind === 'insert') lines.splice(index, 0, line)
          if (kind === 'delete') lines.splice(index, 1)
          if (kind === 'duplicate') lines.splice(index, 0, lines[index] ?? '')
        }
        return lines.join('\n')
      }),
  },
  { weight: 1, arbitrary: hostileText },
)

describe('fuzz: parseSIWXMessage', () => {
  test('reads a text only when its namespace writes the fields read as exactly that text', async () => {
    const outcomes = new Set<string>()
    await fc.assert(
      fc.asyncProperty(editedText, async (text) => {
        const data = await parseSIWXMessage(text)
        outcomes.add(data ? 'read' : 'refused')
        if (!data) return
        const namespace = data.chainId.split(':')[0] as keyof typeof verifiers
        expect(await verifiers[namespace].formatMessage(data)).toBe(text)
      }),
      fuzzParameters(),
    )
    expect(outcomes).toEqual(new Set(['read', 'refused']))
  })
})
