// `npm run bench [-- --rounds N]`: the size and speed benchmark of Latch (every feature an
// integrator turns on) against a bare React button + dialog, with issue 27's targets and the
// WalletConnect client's (lazy chunk, click → QR code).
// A measurement, not a test: it prints a table and writes bench/results.json.
import { writeFile } from 'node:fs/promises'
import { cpus } from 'node:os'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { startRelay } from '@latch/testing-node'
import { chromium } from '@playwright/test'
import e2eConfig from '../playwright.config.ts'
import { BENCH_AUTH_PORT, BENCH_PROJECT_ID, BENCH_RELAY_PORT } from './apps/benchServices.ts'
import type { BenchApp } from './apps/defineBenchAppConfig.ts'
import { attributeStartupBytes, type ByteShare } from './lib/attributeStartupBytes.ts'
import { buildBench } from './lib/buildBench.ts'
import { formatTable, type TableRow } from './lib/formatTable.ts'
import { measureSample, type Sample } from './lib/measureSample.ts'
import { readJsSizes } from './lib/readJsSizes.ts'
import { readLazyChunkSize } from './lib/readLazyChunkSize.ts'
import { serveStatic } from './lib/serveStatic.ts'
import { startBenchAuthServer } from './lib/startBenchAuthServer.ts'
import { type Summary, summarize } from './lib/summarize.ts'
import type { FirstWalletRule } from './probe/types.ts'

// The same Chromium, with the same flags, as the end-to-end tests.
const { launchOptions } = e2eConfig.use ?? {}
const APPS: readonly BenchApp[] = ['latch', 'baseline']
const FIRST_WALLET: Record<BenchApp, FirstWalletRule> = {
  latch: 'walletButton',
  baseline: 'firstListItem',
}
/** Whether a sample goes on to click "WalletConnect" and time the QR code: Latch only. */
const WALLETCONNECT: Record<BenchApp, boolean> = { latch: true, baseline: false }
/** Where `import('@latch/walletconnect')` lands in the Latch app's manifest (a chunk's source). */
const WALLETCONNECT_SOURCE = /(?:^|\/)(?:packages|@latch)\/walletconnect\//
/** Issue 27's targets, and the WalletConnect client's lazy chunk (issue 10). */
const TARGETS = {
  startupOverBaselineKb: 25,
  visibleOverBaselineMs: 15,
  heapMb: 4,
  qrVisibleMs: 100,
  walletConnectChunkKb: 30,
  /** The bench's fresh context has no stored connection to restore, the one allowed request. */
  requestsBeforeOpen: 0,
}

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '7' } } })
const rounds = Number(values.rounds)
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds takes a positive integer')

console.log('Building the probe and both apps…')
const { probePath, appDirs } = await buildBench()
const sizes = {
  latch: await readJsSizes(appDirs.latch),
  baseline: await readJsSizes(appDirs.baseline),
}
const walletConnectChunk = await readLazyChunkSize(
  appDirs.latch,
  WALLETCONNECT_SOURCE,
  sizes.latch.startupFiles,
)
// The Latch app's WalletConnect relay, so the QR code needs no remote host.
const relay = await startRelay({ port: BENCH_RELAY_PORT, reuse: true })
const servers = {
  latch: await serveStatic(appDirs.latch),
  baseline: await serveStatic(appDirs.baseline),
}
// The Latch app's email login: a real auth server allowing the app's origin.
const authServer = await startBenchAuthServer({
  port: BENCH_AUTH_PORT,
  projectId: BENCH_PROJECT_ID,
  appOrigin: new URL(servers.latch.url).origin,
})
const browser = await chromium.launch(launchOptions)
const chromiumVersion = browser.version()
const samples: Record<BenchApp, Sample[]> = { latch: [], baseline: [] }
try {
  const measure = (app: BenchApp) =>
    measureSample(browser, {
      url: servers[app].url,
      probePath,
      rule: FIRST_WALLET[app],
      walletConnect: WALLETCONNECT[app],
    })
  console.log(`Warm-up (discarded), then ${rounds} interleaved rounds…`)
  for (const app of APPS) await measure(app)
  for (let round = 0; round < rounds; round++) {
    // Alternate the order so neither app always runs first.
    const order = round % 2 === 0 ? APPS : [...APPS].reverse()
    for (const app of order) samples[app].push(await measure(app))
    console.log(`  round ${round + 1}/${rounds} done`)
  }
} finally {
  await browser.close()
  await Promise.all([
    ...Object.values(servers).map((server) => server.close()),
    relay.stop(),
    authServer.stop(),
  ])
}

const kB = (bytes: number) => bytes / 1000
const row = (
  metric: string,
  unit: string,
  decimals: number,
  pick: (app: BenchApp) => number[],
): TableRow & { baseline: Summary } => ({
  metric,
  unit,
  decimals,
  latch: summarize(pick('latch')),
  baseline: summarize(pick('baseline')),
})
const of = (app: BenchApp, value: (sample: Sample) => number) => samples[app].map(value)
/** A metric the baseline does not have (no WalletConnect there). */
const latchRow = (metric: string, unit: string, decimals: number, values: number[]): TableRow => ({
  metric,
  unit,
  decimals,
  latch: summarize(values),
  baseline: undefined,
})
const qrVisible = latchRow(
  'Click WalletConnect → QR visible',
  'ms',
  1,
  samples.latch.flatMap((s) => (s.walletConnect ? [s.walletConnect.qrVisibleMs] : [])),
)
const walletConnectKb = kB(walletConnectChunk.gzip)
const visible = row('Click → dialog + first wallet visible', 'ms', 1, (app) =>
  of(app, (s) => s.openVisibleMs),
)
const heap = row('JS heap after open', 'MB', 2, (app) => of(app, (s) => s.heapBytes / 1e6))
const requestsBeforeOpen = row('Requests before the first open', 'count', 0, (app) =>
  of(app, (s) => s.requestsBeforeOpen.length),
)
const rows = [
  row('Startup JS gzip (entry + static imports)', 'kB', 1, (app) => [kB(sizes[app].startupGzip)]),
  row('Total JS gzip', 'kB', 1, (app) => [kB(sizes[app].totalGzip)]),
  row('Time to visible button', 'ms', 1, (app) => of(app, (s) => s.buttonVisibleMs)),
  row('Click → dialog + first wallet in DOM', 'ms', 1, (app) => of(app, (s) => s.openInDomMs)),
  visible,
  row('Click → fully opaque', 'ms', 1, (app) => of(app, (s) => s.openOpaqueMs)),
  heap,
  qrVisible,
  latchRow('WalletConnect lazy chunk gzip', 'kB', 1, [walletConnectKb]),
  requestsBeforeOpen,
  row('Remote hosts tried', 'count', 0, (app) => of(app, (s) => s.remoteHosts.length)),
]

const startupOver = kB(sizes.latch.startupGzip - sizes.baseline.startupGzip)
const visibleOver = visible.latch.median - visible.baseline.median
const check = (ok: boolean) => (ok ? 'met' : 'NOT met')
const targets = [
  `startup over bare React ${startupOver.toFixed(1)} kB (target ≤ ${TARGETS.startupOverBaselineKb} kB): ${check(startupOver <= TARGETS.startupOverBaselineKb)}`,
  `click → visible over baseline ${visibleOver.toFixed(1)} ms (target ≤ ${TARGETS.visibleOverBaselineMs} ms): ${check(visibleOver <= TARGETS.visibleOverBaselineMs)}`,
  `Latch heap after open ${heap.latch.median.toFixed(2)} MB (target ≤ ${TARGETS.heapMb} MB): ${check(heap.latch.median <= TARGETS.heapMb)}`,
  `click WalletConnect → QR visible ${qrVisible.latch.median.toFixed(1)} ms (target ≤ ${TARGETS.qrVisibleMs} ms): ${check(qrVisible.latch.median <= TARGETS.qrVisibleMs)}`,
  `WalletConnect lazy chunk ${walletConnectKb.toFixed(1)} kB gzip (target ≤ ${TARGETS.walletConnectChunkKb} kB): ${check(walletConnectKb <= TARGETS.walletConnectChunkKb)}`,
  `Latch requests before the first open ${requestsBeforeOpen.latch.max} at most (target ${TARGETS.requestsBeforeOpen}): ${check(requestsBeforeOpen.latch.max <= TARGETS.requestsBeforeOpen)}`,
]
const distinct = (app: BenchApp, list: (sample: Sample) => string[]) => [
  ...new Set(samples[app].flatMap(list)),
]
const { packages, modules } = await attributeStartupBytes(appDirs.latch, sizes.latch.startupFiles)
const walletConnectShares = await attributeStartupBytes(appDirs.latch, walletConnectChunk.files)
const shareTable = (title: string, shares: ByteShare[], count: number) =>
  [
    `| ${title} | ≈ gzip kB | minified kB |`,
    '|---|---:|---:|',
    ...shares
      .slice(0, count)
      .map(
        (s) => `| ${s.name} | ${kB(s.gzipBytes).toFixed(1)} | ${kB(s.minifiedBytes).toFixed(1)} |`,
      ),
  ].join('\n')

console.log(
  `\n## Latch vs bare React: ${rounds} interleaved rounds, Chromium ${chromiumVersion}, ${cpus().length} cores, every non-127.0.0.1 request blocked\n`,
)
console.log(formatTable(rows))
console.log(
  `\nTargets (issue 27; WalletConnect client):\n${targets.map((line) => `- ${line}`).join('\n')}`,
)
for (const app of APPS) {
  const hosts = distinct(app, (s) => s.remoteHosts)
  const errors = distinct(app, (s) => s.pageErrors)
  const early = distinct(app, (s) => s.requestsBeforeOpen)
  console.log(`\n${app}: remote hosts tried: ${hosts.length ? hosts.join(', ') : 'none'}`)
  console.log(
    `${app}: requests before the first open: ${early.length ? `\n${early.map((r) => `  ${r}`).join('\n')}` : 'none'}`,
  )
  if (errors.length) console.log(`${app}: page errors:\n${errors.map((e) => `  ${e}`).join('\n')}`)
}
console.log(
  `\n### What Latch's startup JS is made of (each module's share of the minified chunk, applied to its gzip size)\n`,
)
console.log(shareTable('package', packages, 12))
console.log('')
console.log(shareTable('module', modules, 20))
console.log(
  `\n### What WalletConnect's lazy chunk is made of (${walletConnectChunk.files.join(', ')})\n`,
)
console.log(shareTable('package', walletConnectShares.packages, 12))
const sinceOpen = summarize(
  samples.latch.flatMap((s) => (s.walletConnect ? [s.walletConnect.sinceOpenClickMs] : [])),
)
console.log(
  `\nThe WalletConnect click came ${sinceOpen.median.toFixed(0)} ms (${sinceOpen.min.toFixed(0)}–${sinceOpen.max.toFixed(0)}) after the "Connect Wallet" click: opening the modal already starts the pairing.`,
)

const resultsPath = fileURLToPath(new URL('./results.json', import.meta.url))
await writeFile(
  resultsPath,
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      environment: { chromium: chromiumVersion, node: process.version, cores: cpus().length },
      rounds,
      targets: TARGETS,
      sizes,
      walletConnectChunk,
      table: rows,
      samples,
      latchStartup: { packages, modules },
      walletConnectChunkShares: walletConnectShares,
    },
    null,
    2,
  )}\n`,
)
console.log(`\nWrote ${resultsPath}`)
