// Vitest setup for every unit test file. DOM tests (`// @vitest-environment happy-dom`) wait for
// lazy chunks (views, locale catalogues, features) that the first import transforms on the fly; on a
// loaded machine (CI runs 2 cores, unit and build jobs side by side) that can take longer than
// Testing Library's default 1,000 ms for `waitFor`/`findBy*`. What the tests assert does not change,
// only how long they are willing to wait for it. Node-environment tests skip the import.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom')
  configure({ asyncUtilTimeout: 5_000 })
}

export {}
