import { defaultClientConditions } from 'vite'
import { defineConfig } from 'vitest/config'

// Unit tests live next to the code they test (`x.ts` + `x.test.ts`).
// DOM tests opt in with a `// @vitest-environment happy-dom` pragma.
export default defineConfig({
  // Latch's packages from source (their `@latch/source` export condition), not their dist builds.
  resolve: { conditions: ['@latch/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@latch/source'] } },
  test: {
    include: [
      'packages/*/src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'docs/scripts/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 20_000,
    // DOM tests wait up to 5 s (not 1 s) for what a lazy chunk renders: see the file.
    setupFiles: ['scripts/test/setupDomTests.ts'],
  },
})
