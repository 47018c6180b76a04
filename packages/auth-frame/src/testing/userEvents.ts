// Test helpers for the frame's views (happy-dom): its dispatched events are untrusted, and the
// views act only on trusted ones, as a real user's are.

/** Marks a dispatched event as the user's own. */
export function trusted<event extends Event>(event: event): event {
  Object.defineProperty(event, 'isTrusted', { value: true })
  return event
}

/** Clicks `node` as the user would (a trusted `click`; `detail` 0, as a keyboard click). */
export function trustedClick(node: HTMLElement): void {
  node.dispatchEvent(trusted(new MouseEvent('click', { bubbles: true })))
}

/** The button under `root` whose text is exactly `name`, if any. */
export function buttonNamed(root: ParentNode, name: string): HTMLButtonElement {
  return [...root.querySelectorAll('button')].find(
    (node) => node.textContent === name,
  ) as HTMLButtonElement
}
