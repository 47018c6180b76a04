import { readFileSync } from 'node:fs'
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

/** At most this many characters of one attachment are printed. */
const PRINT_LIMIT = 12_000

/** The text of a failed test's attachment: its body, or the file it points to. */
function attachmentText(attachment: TestResult['attachments'][number]): string | undefined {
  try {
    const text = attachment.body
      ? attachment.body.toString('utf8')
      : attachment.path
        ? readFileSync(attachment.path, 'utf8')
        : undefined
    return text && text.length > PRINT_LIMIT ? `${text.slice(-PRINT_LIMIT)} [start cut]` : text
  } catch {
    return undefined
  }
}

/**
 * Ends the run with one plain line, `e2e: N passed, N failed, N skipped`, the closing line CI
 * reads. Used after Playwright's own list reporter. For a failed test it also prints what Latch and its
 * frames showed (`latch`: their accessibility snapshots) and what the page logged (`console`), both
 * from the `failureContext` fixture (e2e/fixtures.ts): CI keeps the output, not the traces.
 */
export default class SummaryReporter implements Reporter {
  private passed = 0
  private failed = 0
  private skipped = 0

  onTestEnd(test: TestCase, result: TestResult): void {
    // Count each test once, by its final outcome.
    if (result.retry < test.retries && result.status !== 'passed' && result.status !== 'skipped')
      return
    if (result.status === 'passed') this.passed++
    else if (result.status === 'skipped') this.skipped++
    else {
      this.failed++
      for (const attachment of result.attachments) {
        if (attachment.name !== 'latch' && attachment.name !== 'console') continue
        const text = attachmentText(attachment)
        if (text) console.log(`\n--- ${attachment.name}: ${test.title}\n${text}\n---`)
      }
    }
  }

  onEnd(_result: FullResult): void {
    console.log(`e2e: ${this.passed} passed, ${this.failed} failed, ${this.skipped} skipped`)
  }

  printsToStdio(): boolean {
    return true
  }
}
