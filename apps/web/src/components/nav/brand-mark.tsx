/** The 도담 mark, same as the favicon, drawn inline so it needs no extra request. */
export function BrandMark({ size = 30 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#2f6fed" />
      <path d="M18 44c6-14 22-22 30-24-2 10-10 24-24 26" fill="#ffffff" opacity="0.92" />
      <path d="M18 44c8-6 14-10 22-16" stroke="#2f6fed" strokeWidth="3" strokeLinecap="round" fill="none" />
    </svg>
  );
}
