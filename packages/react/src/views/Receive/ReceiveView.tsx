/** The Receive view (DESIGN.md §4); being built in issue 14. */
export default function ReceiveView() {
  return null
}
