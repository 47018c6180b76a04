/**
 * Whether the page runs inside Telegram's in-app browser or a Telegram Mini App, by the
 * objects Telegram injects (the same check as `@walletconnect/utils`). `false` during server
 * rendering.
 */
export function isTelegram(): boolean {
  if (typeof window === 'undefined') return false
  const telegram = window as Window & {
    Telegram?: unknown
    TelegramWebviewProxy?: unknown
    TelegramWebviewProxyProto?: unknown
  }
  return Boolean(
    telegram.TelegramWebviewProxy || telegram.Telegram || telegram.TelegramWebviewProxyProto,
  )
}
