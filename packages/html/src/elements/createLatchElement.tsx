import { getPageButtonStyleSheet, LatchContext, LocaleProvider } from '@latch/react/internal'
import type { ComponentType } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { clientRegistry } from './clientRegistry.js'
import { getHostStyleSheet } from './getHostStyleSheet.js'

/**
 * Makes a custom element class that renders `Component` (a `@latch/react` page button) in its own
 * open shadow root, with the client `createLatch` made and its locale (the `locale` option,
 * `setLocale`, else the browser's language). The shadow root adopts the host sheet
 * (`:host` inherits nothing from the page) and the page buttons' stylesheet, so page CSS
 * (`button { … }`) does not reach the inner button, and nothing of Latch's reaches the page.
 * Renders nothing until a client exists (or after it is destroyed); unmounts when removed from the document (a microtask later, so a move
 * keeps it mounted) and renders again when put back.
 *
 * Call it only in a browser: the class extends `HTMLElement`.
 *
 * @param Component - What the element renders, e.g. `ConnectButton`.
 * @returns The element class, for `customElements.define`.
 * @example
 * customElements.define('latch-connect-button', createLatchElement(ConnectButton))
 */
export function createLatchElement(Component: ComponentType): CustomElementConstructor {
  return class LatchElement extends HTMLElement {
    #root: Root | undefined

    constructor() {
      super()
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' })
      shadow.adoptedStyleSheets = [getHostStyleSheet(), getPageButtonStyleSheet()]
    }

    connectedCallback(): void {
      clientRegistry.listeners.add(this.#render)
      this.#render()
    }

    disconnectedCallback(): void {
      clientRegistry.listeners.delete(this.#render)
      // After the current task's DOM work: an element only moved keeps its root, and a removal
      // during a React render (a React page rendering this element) does not unmount mid-render.
      queueMicrotask(() => {
        if (this.isConnected) return
        this.#root?.unmount()
        this.#root = undefined
      })
    }

    // An arrow, so the same function is added to and deleted from the registry's listeners.
    #render = (): void => {
      const client = clientRegistry.current
      if (!client) {
        this.#root?.unmount()
        this.#root = undefined
        return
      }
      if (!this.isConnected) return
      // The open shadow root the constructor attached (it cannot be removed).
      this.#root ??= createRoot(this.shadowRoot as ShadowRoot)
      this.#root.render(
        <LatchContext.Provider value={client}>
          <LocaleProvider client={client}>
            <Component />
          </LocaleProvider>
        </LatchContext.Provider>,
      )
    }
  }
}
