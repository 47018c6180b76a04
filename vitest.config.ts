import { defineConfig } from 'vitest/config'

// Unit tests live next to the code they test (`x.ts` + `x.test.ts`).
// DOM tests opt in with a `// @vitest-environment happy-dom` pragma.
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
  },
})
