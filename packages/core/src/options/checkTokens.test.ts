import { expect, test } from 'vitest'
import { checkTokens } from './checkTokens.js'

test("spec §3 tokens: AppKit's one-token form and lists, by CAIP-2 id", () => {
  expect(checkTokens(undefined)).toEqual({})
  expect(
    checkTokens({
      'eip155:1': { address: '0xdAC17F958D2ee523a2206206994597C13D831ec7' },
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': [
        {
          address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
          image: 'https://example.org/usdc.png',
        },
      ],
    }),
  ).toEqual({
    'eip155:1': [{ address: '0xdAC17F958D2ee523a2206206994597C13D831ec7', image: undefined }],
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': [
      {
        address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
        image: 'https://example.org/usdc.png',
      },
    ],
  })
})

test('refuses bad keys, addresses and images with the option path', () => {
  expect(() =>
    checkTokens({ eip155: { address: '0xdAC17F958D2ee523a2206206994597C13D831ec7' } }),
  ).toThrow('Invalid option `tokens.eip155`')
  expect(() => checkTokens({ 'eip155:1': { address: '<script>' } })).toThrow(
    'Invalid option `tokens.eip155:1`',
  )
  expect(() =>
    checkTokens({
      'eip155:1': [
        { address: '0xdAC17F958D2ee523a2206206994597C13D831ec7', image: 'javascript:alert(1)' },
      ],
    }),
  ).toThrow('Invalid option `tokens.eip155:1[0].image`')
  expect(() => checkTokens([])).toThrow('Invalid option `tokens`')
})
