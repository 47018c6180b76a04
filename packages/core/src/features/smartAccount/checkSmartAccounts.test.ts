import { expect, test } from 'vitest'
import { LatchError } from '../../errors/base.js'
import { checkSmartAccounts } from './checkSmartAccounts.js'

const bundlerUrl = 'http://127.0.0.1:4337'

test('reads settings by chain id, type 4337 by default, the paymaster when given', () => {
  const checked = checkSmartAccounts({
    'eip155:31337': { bundlerUrl },
    'eip155:8453': {
      type: '7702',
      bundlerUrl: 'https://bundler.example.org/8453',
      paymasterUrl: 'https://paymaster.example.org',
    },
  })
  expect([...checked]).toEqual([
    [31337, { type: '4337', bundlerUrl }],
    [
      8453,
      {
        type: '7702',
        bundlerUrl: 'https://bundler.example.org/8453',
        paymasterUrl: 'https://paymaster.example.org',
      },
    ],
  ])
  expect(checkSmartAccounts(undefined).size).toBe(0)
  expect(checkSmartAccounts({}).size).toBe(0)
})

test.each([
  [[], 'smartAccounts', 'must be an object keyed by eip155 network id'],
  [{ 'solana:5eykt4': { bundlerUrl } }, 'smartAccounts.solana:5eykt4', 'must be an eip155'],
  [{ 'eip155:0': { bundlerUrl } }, 'smartAccounts.eip155:0', 'must be an eip155'],
  [{ 'eip155:01': { bundlerUrl } }, 'smartAccounts.eip155:01', 'must be an eip155'],
  [{ '8453': { bundlerUrl } }, 'smartAccounts.8453', 'must be an eip155'],
  [{ 'eip155:1': bundlerUrl }, 'smartAccounts.eip155:1', 'must be an object'],
  [{ 'eip155:1': { type: '4338', bundlerUrl } }, 'smartAccounts.eip155:1.type', "'4337' or '7702'"],
  [{ 'eip155:1': {} }, 'smartAccounts.eip155:1.bundlerUrl', 'http: or https: URL'],
  [
    { 'eip155:1': { bundlerUrl: 'javascript:alert(1)' } },
    'smartAccounts.eip155:1.bundlerUrl',
    'http: or https: URL',
  ],
  [
    { 'eip155:1': { bundlerUrl: `https://x.org/${'a'.repeat(2048)}` } },
    'smartAccounts.eip155:1.bundlerUrl',
    'at most 2048',
  ],
  [
    { 'eip155:1': { bundlerUrl, paymasterUrl: 'ws://127.0.0.1:4338' } },
    'smartAccounts.eip155:1.paymasterUrl',
    'http: or https: URL',
  ],
  [
    { 'eip155:1': { bundlerUrl, factory: '0x4e59b44847b379578588920ca78fbf26c0b4956c' } },
    'smartAccounts.eip155:1.factory',
    'is not a smart-account setting',
  ],
])('refuses %j: %s', (value, option, reason) => {
  let thrown: unknown
  try {
    checkSmartAccounts(value)
  } catch (error) {
    thrown = error
  }
  expect(thrown).toBeInstanceOf(LatchError)
  expect(thrown).toMatchObject({ name: 'InvalidOptionError', option })
  expect((thrown as Error).message).toContain(`Invalid option \`${option}\`: `)
  expect((thrown as Error).message).toContain(reason)
})
