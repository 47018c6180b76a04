/**
 * Shortens an address for display: the first 6 and last 4 characters around an ellipsis:
 * `0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266` → `0xf39F…2266`.
 *
 * @param address - Any address; one of 11 characters or fewer is returned unchanged.
 */
export function truncateAddress(address: string): string {
  if (address.length <= 11) return address
  return `${address.slice(0, 6)}…${address.slice(-4)}`
}
