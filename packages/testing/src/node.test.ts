import { expect, test } from 'vitest'
import * as exports from './node.ts'

test('exports', () => {
  expect(Object.keys(exports).sort()).toEqual(['getFreePort', 'requestRpc', 'startAnvil'])
})
