// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, expect, it, vi } from 'vitest'
import { ViewRouter } from './ViewRouter.js'

const views = vi.hoisted(() => ({ current: null as null | (() => unknown) }))
vi.mock('./lazyViews.js', () => ({ getLazyView: () => views.current }))

afterEach(cleanup)

function Search() {
  const [query, setQuery] = useState('')
  return (
    <input aria-label="Search wallet" value={query} onChange={(e) => setQuery(e.target.value)} />
  )
}

it("keeps a lazy view's state when its chunk arrives and the router renders again", () => {
  // Before the chunk: React.lazy's wrapper; after: the loaded component (another type).
  views.current = function LazyWrapper() {
    return <Search />
  }
  const { rerender } = render(<ViewRouter view="AllWallets" />)
  fireEvent.change(screen.getByRole('textbox', { name: 'Search wallet' }), {
    target: { value: 'flare' },
  })
  views.current = Search
  rerender(<ViewRouter view="AllWallets" />)
  expect(screen.getByRole('textbox', { name: 'Search wallet' })).toHaveProperty('value', 'flare')
})

it('starts a view afresh when the view changes', () => {
  views.current = Search
  const { rerender } = render(<ViewRouter view="AllWallets" />)
  fireEvent.change(screen.getByRole('textbox', { name: 'Search wallet' }), {
    target: { value: 'flare' },
  })
  rerender(<ViewRouter view="Networks" />)
  expect(screen.getByRole('textbox', { name: 'Search wallet' })).toHaveProperty('value', '')
})
