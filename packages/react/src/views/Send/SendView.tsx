/** The Send view (DESIGN.md §4); being built in issue 14. */
export default function SendView() {
  return null
}
