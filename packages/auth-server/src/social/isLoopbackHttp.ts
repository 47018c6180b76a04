/** Whether `value` is an `http:` URL on a loopback host (`localhost`, `127.0.0.0/8`, `[::1]`). */
export function isLoopbackHttp(value: string): boolean {
  const url = new URL(value)
  return (
    url.protocol === 'http:' &&
    (url.hostname === 'localhost' ||
      url.hostname === '[::1]' ||
      /^127\.\d+\.\d+\.\d+$/.test(url.hostname))
  )
}
