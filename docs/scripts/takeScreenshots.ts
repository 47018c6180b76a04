/**
 * `npm run docs`'s first step: when any screenshot of docs/scripts/screenshots.ts is missing from
 * docs/public/screenshots/, builds the demo and runs e2e/docsScreenshots.spec.ts, which takes them
 * all (it starts the local chains, the auth server and the demo as the other e2e specs do). With
 * every file there it does nothing; `--force` takes them again.
 */
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { screenshotDir, screenshotFiles } from './screenshots.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))
const missing = screenshotFiles.filter((name) => !existsSync(join(root, screenshotDir, name)))

if (missing.length === 0 && !process.argv.includes('--force')) {
  console.log(`docs: the ${screenshotFiles.length} screenshots are there`)
} else {
  console.log(`docs: taking the screenshots (${missing.length} missing)`)
  const run = (command: string, env: NodeJS.ProcessEnv = {}) =>
    execSync(command, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  run('npm run build -w @latch/auth-frame')
  run('npm run build -w @latch/demo')
  run('npx playwright test e2e/docsScreenshots.spec.ts', {
    NODE_OPTIONS: '--conditions=@latch/source',
  })
}
