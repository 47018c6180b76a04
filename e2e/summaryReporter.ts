import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

/**
 * Ends the run with one plain line, `e2e: N passed, N failed, N skipped`, the closing line CI
 * reads. Used after Playwright's own list reporter.
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
    else this.failed++
  }

  onEnd(_result: FullResult): void {
    console.log(`e2e: ${this.passed} passed, ${this.failed} failed, ${this.skipped} skipped`)
  }

  printsToStdio(): boolean {
    return true
  }
}
