/**
 * The page standing in for an on-ramp provider (Coinbase, Meld: unreachable in tests), served at
 * `GET /onramp/<provider>`: title "Latch test on-ramp", the provider, and each query parameter as
 * escaped text. No script, no remote resources.
 *
 * @param provider - `'coinbase'` or `'meld'`.
 * @param parameters - The query parameters, in order.
 * @returns The HTML document.
 */
export function renderOnrampPage(provider: string, parameters: Record<string, string>): string {
  const rows = Object.entries(parameters)
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('')
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><title>Latch test on-ramp</title></head><body>',
    '<h1>Latch test on-ramp</h1>',
    `<p>Provider: <strong data-provider>${escapeHtml(provider)}</strong></p>`,
    `<dl>${rows}</dl>`,
    '</body></html>',
  ].join('\n')
}

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => entities[character] ?? character)
}
