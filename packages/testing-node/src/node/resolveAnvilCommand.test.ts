import { spawnSync } from 'node:child_process'
import { expect, test } from 'vitest'
import { resolveAnvilCommand } from './resolveAnvilCommand.ts'

test('resolves a runnable anvil', () => {
  const { command, args } = resolveAnvilCommand()
  const { stdout } = spawnSync(command, [...args, '--version'], { encoding: 'utf8' })
  expect(stdout).toMatch(/^anvil Version: \d+\.\d+\.\d+/)
})
