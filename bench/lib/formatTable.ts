import type { Summary } from './summarize.ts'

/** One row of the comparison: a metric and its two summaries, already in display units. */
export type TableRow = {
  metric: string
  unit: string
  decimals: number
  latch: Summary
  baseline: Summary
}

function formatSummary({ median, min, max }: Summary, decimals: number): string {
  const fixed = (value: number) => value.toFixed(decimals)
  return min === max ? fixed(median) : `${fixed(median)} (${fixed(min)}–${fixed(max)})`
}

/**
 * The Markdown table the bench prints: metric | Latch median (min–max) | baseline median (min–max)
 * | Latch − baseline (difference of the medians).
 */
export function formatTable(rows: readonly TableRow[]): string {
  const lines = [
    '| metric | Latch median (min–max) | baseline median (min–max) | Latch − baseline |',
    '|---|---:|---:|---:|',
  ]
  for (const { metric, unit, decimals, latch, baseline } of rows) {
    const difference = latch.median - baseline.median
    const sign = difference > 0 ? '+' : difference < 0 ? '−' : '±'
    lines.push(
      `| ${metric} (${unit}) | ${formatSummary(latch, decimals)} | ${formatSummary(baseline, decimals)} | ${sign}${Math.abs(difference).toFixed(decimals)} |`,
    )
  }
  return lines.join('\n')
}
