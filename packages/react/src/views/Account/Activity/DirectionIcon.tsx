/** An arrow into the account (received) or out of it (sent, and everything else); decorative. */
export function DirectionIcon({ incoming }: { incoming: boolean }) {
  return (
    <span className="latch-tx-icon" data-direction={incoming ? 'in' : 'out'}>
      <svg
        className="latch-mirror"
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable={false}
      >
        <path d={incoming ? 'M17 7L7 17M7 9v8h8' : 'M7 17L17 7M9 7h8v8'} />
      </svg>
    </span>
  )
}
