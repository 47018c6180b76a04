import { describe, expect, it } from 'vitest'
import { describeSimulationError } from './describeSimulationError.js'

const TOKEN = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const SYSTEM = '11111111111111111111111111111111'

describe('describeSimulationError', () => {
  it('takes the failing program’s error log', () => {
    const logs = [
      `Program ${TOKEN} invoke [1]`,
      'Program log: Instruction: TransferChecked',
      'Program log: Error: insufficient funds',
      `Program ${TOKEN} consumed 4500 of 200000 compute units`,
      `Program ${TOKEN} failed: custom program error: 0x1`,
    ]
    expect(describeSimulationError({ InstructionError: [0n, { Custom: 1n }] }, logs)).toBe(
      'insufficient funds',
    )
  })

  it('takes a native program’s own line, else the failure line, else the error as JSON', () => {
    const system = [
      `Program ${SYSTEM} invoke [1]`,
      'Transfer: insufficient lamports 5, need 10',
      `Program ${SYSTEM} failed: custom program error: 0x1`,
    ]
    expect(describeSimulationError({}, system)).toBe('Transfer: insufficient lamports 5, need 10')
    const bare = [`Program ${SYSTEM} invoke [1]`, `Program ${SYSTEM} failed: invalid account data`]
    expect(describeSimulationError({}, bare)).toBe('invalid account data')
    expect(describeSimulationError('AccountNotFound', null)).toBe('"AccountNotFound"')
    expect(describeSimulationError({ InstructionError: [1n, { Custom: 3n }] }, [])).toBe(
      '{"InstructionError":[1,{"Custom":3}]}',
    )
  })

  it('keeps at most 200 characters of an untrusted log', () => {
    const logs = [`Program log: Error: ${'x'.repeat(500)}`, `Program ${TOKEN} failed: boom`]
    expect(describeSimulationError({}, logs)).toHaveLength(200)
  })
})
