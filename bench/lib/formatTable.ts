import type { Summary } from './summarize.ts'

/**
 * One row of the comparison: a metric and its two summaries, already in display units; no baseline
 * summary for a Latch-only metric (the baseline has no WalletConnect).
 */
export type TableRow = {
  metric: string
  unit: string
  decimals: number
  latch: Summary
  baseline: Summary | undefined
}

function formatSummary({ median, min, max }: Summary, decimals: number): string {
  const fixed = (value: number) => value.toFixed(decimals)
  return min === max ? fixed(median) : `${fixed(median)} (${fixed(min)}–${fixed(max)})`
}

function formatDifference(latch: Summary, baseline: Summary | undefined, decimals: number): string {
  if (!baseline) return 'n/a'
  const difference = latch.median - baseline.median
  const sign = difference > 0 ? '+' : difference < 0 ? '−' : '±'
  return `${sign}${Math.abs(difference).toFixed(decimals)}`
}

/**
 * The Markdown table the bench prints: metric | Latch median (min–max) | baseline median (min–max)
 * | Latch − baseline (difference of the medians); `n/a` where the baseline has no such metric.
 */
export function formatTable(rows: readonly TableRow[]): string {
  const lines = [
    '| metric | Latch median (min–max) | baseline median (min–max) | Latch − baseline |',
    '|---|---:|---:|---:|',
  ]
  for (const { metric, unit, decimals, latch, baseline } of rows) {
    const baselineText = baseline ? formatSummary(baseline, decimals) : 'n/a'
    lines.push(
      `| ${metric} (${unit}) | ${formatSummary(latch, decimals)} | ${baselineText} | ${formatDifference(latch, baseline, decimals)} |`,
    )
  }
  return lines.join('\n')
}
