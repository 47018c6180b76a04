// Icons are decorative: the buttons that hold them carry the accessible name.
const svgProps = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  focusable: false,
} as const

/** A back arrow: pointing left, or right in right-to-left locales. */
export function BackIcon() {
  return (
    <svg {...svgProps} className="latch-mirror" aria-hidden="true">
      <path d="M15 18l-6-6 6-6" />
    </svg>
  )
}

/** A cross. */
export function CloseIcon() {
  return (
    <svg {...svgProps} aria-hidden="true">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  )
}

/** Two overlapping sheets. */
export function CopyIcon() {
  return (
    <svg {...svgProps} aria-hidden="true">
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15V5a2 2 0 012-2h10" />
    </svg>
  )
}

/** A key: a ring and a toothed shaft. */
export function KeyIcon() {
  return (
    <svg {...svgProps} width={20} height={20} aria-hidden="true">
      <circle cx="7.5" cy="15.5" r="4.5" />
      <path d="M10.7 12.3L20 3M16 7l3 3M18.5 4.5l2 2" />
    </svg>
  )
}
