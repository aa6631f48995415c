/** Simple marks for the wallet buttons (system fonts often lack the ₿ glyph). */
export function BitcoinMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
      <circle cx="12" cy="12" r="11" fill="#f7931a" />
      <path
        d="M9.5 6.5v11M11.5 5.5v2M11.5 16.5v2M8.5 7.5h4.3a2.2 2.2 0 0 1 0 4.4H9.5h4a2.3 2.3 0 0 1 0 4.6H8.5"
        fill="none"
        stroke="#fff"
        strokeWidth="1.7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function SolanaMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
      <defs>
        <linearGradient id="wallet-solana-mark" x1="0" y1="1" x2="1" y2="0">
          <stop offset="0" stopColor="#9945ff" />
          <stop offset="1" stopColor="#14f195" />
        </linearGradient>
      </defs>
      <path
        d="M6 6.5h13l-2 2.5H4zM4 10.75h13l2 2.5H6zM6 15h13l-2 2.5H4z"
        fill="url(#wallet-solana-mark)"
      />
    </svg>
  );
}
