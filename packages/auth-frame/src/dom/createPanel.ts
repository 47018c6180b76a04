/**
 * A region of the frame's page that shows one view at a time (the approval, the code form): it
 * ends what the previous view set up (timers, observers, its `current` flag) before the next, and
 * empties and hides itself when asked.
 *
 * @param root - The region's element (`#approval`, `#login`).
 */
export function createPanel(root: HTMLElement) {
  let cleanup = () => {}
  const end = () => {
    cleanup()
    cleanup = () => {}
  }
  return {
    /** Ends the view shown before, then keeps `dispose` to end this one. */
    begin(dispose: () => void) {
      end()
      cleanup = dispose
    },
    /** Puts `content` in the region, shows it and focuses `focus`. */
    mount(content: HTMLElement, focus: HTMLElement) {
      root.replaceChildren(content)
      root.hidden = false
      focus.focus()
    },
    /** Ends the current view, then empties and hides the region. */
    hide() {
      end()
      root.replaceChildren()
      root.hidden = true
    },
  }
}
