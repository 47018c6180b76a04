// `npm run pack`: builds every publishable package (npm run build) and packs each one with
// `npm pack` into .latch-tmp/packs/, the tarballs examples/ install (not workspace links).
import { execFileSync } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** The publishable packages, in dependency order. */
export const publishablePackages = ['core', 'testing', 'siwx', 'adapter-evm', 'react', 'html']

const root = fileURLToPath(new URL('../..', import.meta.url))
const destination = fileURLToPath(new URL('../../.latch-tmp/packs', import.meta.url))

rmSync(destination, { recursive: true, force: true })
mkdirSync(destination, { recursive: true })
if (!process.argv.includes('--no-build')) {
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
}
for (const name of publishablePackages) {
  execFileSync(
    'npm',
    ['pack', '--silent', '-w', `@latch/${name}`, '--pack-destination', destination],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
  )
}
