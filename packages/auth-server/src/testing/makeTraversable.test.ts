import { chmod, mkdir, mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { makeTraversable } from './makeTraversable.js'

let root: string | undefined
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true })
})

test('adds o+x to each private directory up the path, and nothing else', async () => {
  root = await mkdtemp(join(tmpdir(), 'latch-traverse-'))
  const inner = join(root, 'a', 'b')
  await mkdir(inner, { recursive: true })
  await chmod(root, 0o700)
  await chmod(join(root, 'a'), 0o750)
  const changed = await makeTraversable(inner)
  expect(changed).toContain(root)
  expect(changed).toContain(join(root, 'a'))
  expect((await stat(root)).mode & 0o777).toBe(0o701)
  expect((await stat(join(root, 'a'))).mode & 0o777).toBe(0o751)
  expect(await makeTraversable(inner)).toEqual([])
})
